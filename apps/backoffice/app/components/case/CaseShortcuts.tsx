import { restrictions } from '@dating/domain/moderation'
import { useEffect } from 'react'
import { useText } from '~/utils/use-text.ts'
import { restrictionKeys } from './DecisionForms.tsx'

/** Keys that type into a field are never shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * The case's keyboard shortcuts, for the decisions moderators take all day: 1-4 pick a
 * restriction and go to the facts, D goes to the dismissal, C claims (or keeps) the case.
 * Nothing is sent without the form's own button.
 */
export function useCaseShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
      const restriction = restrictions.find((value) => restrictionKeys[value] === event.key)
      if (restriction) {
        const radio = document.querySelector<HTMLInputElement>(
          `#decision-form input[name="restriction"][value="${restriction}"]`,
        )
        if (!radio) return
        event.preventDefault()
        radio.click()
        document.getElementById('decision-facts')?.focus()
        return
      }
      const key = event.key.toLowerCase()
      if (key === 'd') {
        event.preventDefault()
        document.getElementById('dismiss-reason')?.focus()
      } else if (key === 'c') {
        const claim = document.querySelector<HTMLButtonElement>('#claim-form button[value="claim"]')
        if (!claim) return
        event.preventDefault()
        claim.click()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}

/** The shortcuts, told once on the page. */
export function ShortcutHelp() {
  const text = useText()
  return (
    <details>
      <summary>{text('backoffice.shortcuts.title')}</summary>
      <ul>
        <li>
          <kbd>1</kbd>–<kbd>4</kbd> {text('backoffice.shortcuts.restriction')}
        </li>
        <li>
          <kbd>D</kbd> {text('backoffice.shortcuts.dismiss')}
        </li>
        <li>
          <kbd>C</kbd> {text('backoffice.shortcuts.claim')}
        </li>
      </ul>
    </details>
  )
}
