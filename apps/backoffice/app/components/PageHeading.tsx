import { sprinkles } from '@dating/ui/sprinkles'
import type { ReactNode } from 'react'

/** A page's title with an optional line under it and actions beside it. */
export function PageHeading({
  title,
  intro,
  actions,
}: {
  title: ReactNode
  intro?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div
      className={sprinkles({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 'md',
        marginBottom: 'lg',
      })}
    >
      <div className={sprinkles({ display: 'grid', gap: 'xs' })}>
        <h1>{title}</h1>
        {intro ? <p className={sprinkles({ color: 'muted' })}>{intro}</p> : null}
      </div>
      {actions}
    </div>
  )
}

/** Sections of a page, one under the other (a column that may shrink below its content). */
export const stack = sprinkles({ display: 'grid', gridTemplateColumns: 1, gap: 'lg' })
/** Fields of a form, one under the other. */
export const formStack = sprinkles({ display: 'grid', gridTemplateColumns: 1, gap: 'md' })
/** Buttons side by side, wrapping on phones. */
export const buttonRow = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
})
