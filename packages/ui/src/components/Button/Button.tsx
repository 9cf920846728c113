import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  forwardRef,
  type ReactNode,
} from 'react'
import { cx } from '../../utils/class-names.ts'
import { type LinkComponent, useLinkComponent } from '../Link/Link.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import * as styles from './Button.css.ts'

type ButtonLookProps = styles.ButtonVariants & {
  /** Shown before the label, e.g. an `<Icon />`. */
  iconStart?: ReactNode
  /** Shown after the label. */
  iconEnd?: ReactNode
}

function ButtonContent({
  iconStart,
  iconEnd,
  loading,
  children,
}: {
  iconStart?: ReactNode
  iconEnd?: ReactNode
  loading?: boolean
  children?: ReactNode
}) {
  return (
    <>
      {loading ? <Spinner size="sm" tone="current" /> : iconStart}
      {children != null ? <span className={styles.label}>{children}</span> : null}
      {iconEnd}
    </>
  )
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLookProps & {
    /** Shows a spinner, marks the button busy and blocks clicks. */
    loading?: boolean
  }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    iconStart,
    iconEnd,
    loading = false,
    disabled,
    type = 'button',
    className,
    children,
    ...buttonProps
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      {...buttonProps}
    >
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  )
})

export type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonLookProps & {
    href: string
    /** Router link to render instead of `<a>`; defaults to the one given to `LinkProvider`. */
    linkComponent?: LinkComponent
  }

/** A link that looks like a button: use it for navigation, `Button` for actions. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  {
    variant,
    size,
    fullWidth,
    iconStart,
    iconEnd,
    linkComponent,
    className,
    children,
    ...anchorProps
  },
  ref,
) {
  const Anchor = useLinkComponent(linkComponent)
  return (
    <Anchor
      ref={ref}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      {...anchorProps}
    >
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </Anchor>
  )
})
