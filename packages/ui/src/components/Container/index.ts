export { Container, type ContainerProps } from './Container.tsx'
export { containerWidths } from './Container.css.ts'
