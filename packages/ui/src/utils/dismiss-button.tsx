import { Icon } from '../components/Icon/Icon.tsx'
import { closeGlyph } from '../components/Icon/glyphs/close.tsx'

export interface DismissButtonProps {
  /** Accessible name, e.g. "Hide this message". */
  label?: string
  onDismiss: () => void
  className: string
}

export function DismissButton({ label, onDismiss, className }: DismissButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onDismiss}>
      <Icon glyph={closeGlyph} size="sm" />
    </button>
  )
}
