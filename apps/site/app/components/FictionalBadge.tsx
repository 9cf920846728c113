import { type FictionalMark, fictionalMark } from '@dating/domain/fictional'
import { Badge } from '@dating/ui/Badge'
import { useRootData } from '~/utils/root-data.ts'

/** The brand's mark of a fictional profile in the visitor's language (fictional_singular). */
export function useFictionalMark(): FictionalMark {
  const { brand, locale } = useRootData()
  return fictionalMark(brand, locale)
}

/**
 * A fictional profile's label wherever one reaches a member: the brand's icon beside its
 * `fictional_singular` as text, never the icon alone.
 */
export function FictionalBadge({ size, className }: { size?: 'sm' | 'md'; className?: string }) {
  const mark = useFictionalMark()
  return (
    <Badge tone="warning" size={size} className={className} data-fictional="">
      {mark.icon ? <span aria-hidden="true">{mark.icon} </span> : null}
      {mark.text}
    </Badge>
  )
}
