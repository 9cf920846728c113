import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** The drop zone look of the upload form; its layout comes from the Stack it is. */
export const uploadForm = style({ border: `2px dashed ${vars.color.borderStrong}` })

export const fileInput = style({
  font: 'inherit',
  maxWidth: '100%',
  minHeight: '44px',
})

export const photo = style({ border: `1px solid ${vars.color.border}` })

export const photoFrame = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

globalStyle(`${photoFrame} > img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
})

export const photoBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
})

/** Photo actions are narrow on phones; their labels may take two lines. */
export const wrappingButton = style({ whiteSpace: 'normal', textAlign: 'center' })
