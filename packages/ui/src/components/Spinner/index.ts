export { Spinner, type SpinnerProps } from './Spinner.tsx'
export { spinnerSizes, spinnerTones } from './Spinner.css.ts'
