import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

// The activation card reads like the profile page's sections.
export { muted, section, sectionHeading } from './own-profile.css.ts'

/** Activation beside the photos on wide screens, one above the other on phones. */
export const layout = style({
  display: 'grid',
  // minmax(0, …): the file input must not widen the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
      alignItems: 'start',
    },
  },
})

// A long address breaks anywhere rather than widening a phone's page.
export const email = style({ overflowWrap: 'anywhere' })

export const next = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
})
