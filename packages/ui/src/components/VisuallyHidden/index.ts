export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx'
export { visuallyHidden } from '../../utils/visually-hidden.css.ts'
