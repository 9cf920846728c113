import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const flow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
})

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const progressText = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
})

export const progressTrack = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
})

export const progressBar = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  transition: 'width 200ms ease',
})

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  outline: 'none',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.fontSize.xl },
  },
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

/** The main button full width, Back under it: in reading and tab order, and in thumb reach. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
})

/** A quiet text button: the way back is there without competing with the main action. */
export const backAction = style({
  alignSelf: 'center',
  selectors: { '&&': { borderColor: 'transparent' } },
})

/** Long labels ("Kostenloses Konto erstellen") wrap instead of being cut off. */
export const primaryAction = style({
  flex: '1 1 auto',
  selectors: { '&&': { whiteSpace: 'normal' } },
})

export const text = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
})

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})

export const loginPrompt = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  textAlign: 'center',
})

export const loginLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
})

export const target = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontWeight: vars.fontWeight.medium,
})

export const completeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  background: vars.color.successSoft,
  color: vars.color.onSuccessSoft,
})

export const email = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' })

/** What creating the account agrees to, with its links, right above the button. */
export const agreement = style({ fontSize: vars.fontSize.sm, color: vars.color.muted })

globalStyle(`${agreement} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})
