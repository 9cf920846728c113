import { parseId } from '@dating/domain/ids'
import { landingSlug } from '@dating/domain/landing-slug'
import { json, redirect, type SerializeFrom } from '@remix-run/node'
import { apiFor, brandDomain, notFoundOnApi404 } from './api.server.ts'
import { redirectMembers } from './signup-page.server.ts'

export const memberLandingVariants = ['landing', 'landing2', 'landing3'] as const
export type MemberLandingVariant = (typeof memberLandingVariants)[number]

/**
 * SPEC §2's /members/{id}/landing, /landing2/{slug?} and /landing3/{slug?}: a profile as a
 * landing page for visitors. The slug is the brand niche's prefix and the member's name
 * (`dating-anna`); a different one is redirected to it, so every profile has one address.
 * Members are sent to the profile itself.
 */
export async function loadMemberLanding(
  request: Request,
  params: { id?: string; slug?: string },
  variant: MemberLandingVariant,
) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  await redirectMembers(request, `/members/${id}`)
  const { api, responseHeaders } = apiFor(request)
  const { profile, related } = await api.getProfile(id).catch(notFoundOnApi404)
  if (params.slug !== undefined) {
    const settings = await api.getSettings({ domain: brandDomain(request) })
    const canonical = landingSlug(settings.niche, profile.name)
    if (params.slug !== canonical) {
      const url = new URL(request.url)
      throw redirect(`/members/${id}/${variant}/${canonical}${url.search}`, { status: 301 })
    }
  }
  return json(
    {
      variant,
      profile: {
        id: profile.id,
        name: profile.name,
        age: profile.age,
        country: profile.country,
        region: profile.region,
        about: profile.about,
        fictional: profile.fictional,
        mainImage: profile.main_image?.filename ?? null,
        thumbnail: profile.main_image?.thumb_filename ?? null,
        photos: profile.images.map((image) => ({
          id: image.id,
          src: image.filename,
          locked: image.locked,
        })),
      },
      related: related
        .filter((member) => member.main_image !== null)
        .slice(0, 8)
        .map((member) => ({
          id: member.id,
          name: member.name,
          age: member.age,
          country: member.country,
          region: member.region,
          fictional: member.fictional,
          photo: member.main_image?.filename ?? '',
        })),
    },
    { headers: responseHeaders },
  )
}

export type MemberLandingData = SerializeFrom<typeof loadMemberLanding>
