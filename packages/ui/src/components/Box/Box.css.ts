import { style } from '@vanilla-extract/css'

/**
 * Lists laid out by a primitive lose their bullets and indent, fieldsets their frame; without
 * specificity, so any sprinkle (a padding) still wins.
 */
export const reset = style({
  selectors: {
    ':where(ul&, ol&)': { listStyle: 'none', paddingInlineStart: 0 },
    ':where(fieldset&)': { border: 0, padding: 0, minWidth: 0 },
  },
})
