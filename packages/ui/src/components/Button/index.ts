export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './Button.tsx'
export { buttonSizes, buttonVariants } from './Button.css.ts'
