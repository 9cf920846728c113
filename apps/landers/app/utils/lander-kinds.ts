import type { ShowcaseLayout } from '@dating/ui/ProfileShowcase'

/**
 * The landers of SPEC §2 that take an optional slug, each an arrangement of the kit's
 * ProfileShowcase; everything else (profiles, call to action, signup) they share.
 */
export const slugLanders = {
  alonetonight: { layout: 'spotlight', profiles: 9 },
  collagelanding: { layout: 'collage', profiles: 11 },
  gallery: { layout: 'gallery', profiles: 12 },
  iconslanding: { layout: 'icons', profiles: 6 },
  maplanding: { layout: 'map', profiles: 8 },
  socialnetwork: { layout: 'feed', profiles: 6 },
  transitionsvideolanding: { layout: 'crossfade', profiles: 8 },
  video: { layout: 'video', profiles: 8 },
} as const satisfies Record<string, { layout: ShowcaseLayout; profiles: number }>

export type SlugLander = keyof typeof slugLanders

export const slugLanderNames = Object.keys(slugLanders) as SlugLander[]

/** Every lander path of SPEC §2, tinderswipe first. */
export const landerNames = ['tinderswipe', ...slugLanderNames] as const

export function isSlugLander(name: string | undefined): name is SlugLander {
  return name !== undefined && Object.hasOwn(slugLanders, name)
}
