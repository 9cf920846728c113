import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { chevronDownGlyph } from '../Icon/glyphs/chevron-down.tsx'
import { type LinkComponent, useLinkComponent } from '../Link/Link.tsx'
import * as styles from './MenuButton.css.ts'

export type MenuItem = {
  key: string
  label: string
  icon?: ReactNode
  /** Draws a separator line above the item, e.g. before Logout. */
  separated?: boolean
} & (
  | { href: string; formAction?: never; onSelect?: never }
  /** Submits a POST form to this action, so it also works before hydration (e.g. logout). */
  | { formAction: string; href?: never; onSelect?: never }
  | { onSelect: () => void; href?: never; formAction?: never }
)

export type MenuButtonProps = {
  /** Accessible name of the trigger, e.g. "Account menu". */
  label: string
  /** What the trigger shows, e.g. an `<Avatar>`; a chevron is added after it. */
  trigger: ReactNode
  items: readonly MenuItem[]
  linkComponent?: LinkComponent
}

const itemSelector = '[role="menuitem"]'

/** A disclosure button that opens a menu, following the WAI-ARIA menu button pattern. */
export function MenuButton({ label, trigger, items, linkComponent }: MenuButtonProps) {
  const Anchor = useLinkComponent(linkComponent)
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<'first' | 'last' | null>(null)
  const menuId = useId()

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  const openAndFocus = (which: 'first' | 'last') => {
    pendingFocus.current = which
    setOpen(true)
  }

  useEffect(() => {
    if (!open) return
    const target = pendingFocus.current
    pendingFocus.current = null
    if (target) {
      const all = menuItems()
      ;(target === 'first' ? all[0] : all[all.length - 1])?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, close])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAndFocus('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus('last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems()
    const index = all.indexOf(document.activeElement as HTMLElement)
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusAt(index + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusAt(index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusAt(0)
        break
      case 'End':
        event.preventDefault()
        focusAt(all.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        close(false)
        break
    }
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAndFocus('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
        <Icon glyph={chevronDownGlyph} size="sm" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <div key={item.key} role="none">
            {item.separated ? <div className={styles.separator} role="presentation" /> : null}
            {item.href != null ? (
              <Anchor
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => close(false)}
              >
                {item.icon}
                {item.label}
              </Anchor>
            ) : item.formAction != null ? (
              <form method="post" action={item.formAction} className={styles.form}>
                <button type="submit" role="menuitem" tabIndex={-1} className={styles.item}>
                  {item.icon}
                  {item.label}
                </button>
              </form>
            ) : (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  close(true)
                  item.onSelect()
                }}
              >
                {item.icon}
                {item.label}
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  )
}
