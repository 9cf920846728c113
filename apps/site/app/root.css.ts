import { breakpoints, mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
})

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  outline: 'none',
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
})

const phones = `screen and (max-width: ${breakpoints.md - 0.02}px)`

/**
 * The main of the chat layout: on phones the page is exactly the screen's height and the chat
 * takes what the banners above it (cookie consent) leave, so its composer stays on screen.
 */
export const chatLayoutMain = style({
  '@media': {
    [phones]: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: 0 },
  },
})

globalStyle(`body:has(> ${chatLayoutMain})`, {
  '@media': { [phones]: { height: '100dvh', minHeight: 0, overflow: 'hidden' } },
})

/** Navigation and footer around the chat layout (SPEC §2): bare on phones, as usual above. */
export const chatLayoutChrome = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'contents' } },
})
