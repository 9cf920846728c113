import { Icon } from '../components/Icon/Icon.tsx'

export interface DismissButtonProps {
  /** Accessible name, e.g. "Hide this message". */
  label?: string
  onDismiss: () => void
  className: string
}

export function DismissButton({ label, onDismiss, className }: DismissButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onDismiss}>
      <Icon name="close" size="sm" />
    </button>
  )
}
