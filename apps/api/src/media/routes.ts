import { and, eq, or } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv, SessionUser } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { blocks, images, profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { chatPhotoKeyPrefix } from '../chat/photos.ts'
import { contentTypeFor, isValidMediaKey } from './store.ts'
import {
  imageKeyPrefix,
  isImageVariant,
  laterVariants,
  publicVariant,
  variantKey,
} from './variants.ts'

const publicCache = 'public, max-age=86400'
const privateCache = 'private, no-store'

type ImageAccess = {
  profileId: number
  siteId: number
  free: boolean
  status: string
}

/** Who may fetch a variant of an image: the blurred one and free pictures are for everyone. */
function cacheControlFor(
  image: ImageAccess,
  variant: string,
  session: SessionUser | null,
  siteId: number,
): string {
  const isOwner = session?.profileId === image.profileId
  if (image.status !== 'active' && !isOwner) throw new ApiError('not_found')
  if (image.status === 'active' && (variant === publicVariant || image.free)) return publicCache
  if (isOwner) return privateCache
  if (!session) throw new ApiError('authentication_required')
  if (!session.paidUser || image.siteId !== siteId) throw new ApiError('forbidden')
  return privateCache
}

async function blockedEitherWay(db: Database, viewer: number, owner: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.blockerProfileId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerProfileId, viewer), eq(blocks.blockedProfileId, owner)),
        and(eq(blocks.blockerProfileId, owner), eq(blocks.blockedProfileId, viewer)),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The `main` file of a picture stored before a later variant existed, or null. */
function olderVariantOf(key: string): string | null {
  if (!key.startsWith(imageKeyPrefix)) return null
  const slash = key.lastIndexOf('/')
  const variant = key.slice(slash + 1, key.lastIndexOf('.'))
  if (!isImageVariant(variant) || !laterVariants.has(variant)) return null
  return variantKey(key.slice(0, slash), 'main')
}

export const mediaRoutes = new Hono<AppEnv>().get('/media/*', async (c) => {
  const key = c.req.path.slice('/media/'.length)
  const contentType = contentTypeFor(key)
  if (!isValidMediaKey(key) || contentType === null) throw new ApiError('not_found')
  // Chat photos are only for the two members: GET /api/chat-photo.php checks who asks.
  if (key.startsWith(chatPhotoKeyPrefix)) throw new ApiError('not_found')

  let cacheControl = publicCache
  if (key.startsWith(imageKeyPrefix)) {
    const slash = key.lastIndexOf('/')
    const storageKey = key.slice(0, slash)
    const variant = key.slice(slash + 1, key.lastIndexOf('.'))
    if (!isImageVariant(variant)) throw new ApiError('not_found')
    const [image] = await c.var.deps.db
      .select({
        profileId: images.profileId,
        siteId: profiles.siteId,
        free: images.free,
        status: images.status,
        profileStatus: profiles.status,
      })
      .from(images)
      .innerJoin(profiles, eq(profiles.id, images.profileId))
      .where(eq(images.storageKey, storageKey))
      .limit(1)
    if (!image) throw new ApiError('not_found')
    const session = c.var.session
    if (session?.profileId !== image.profileId) {
      // A hidden or deleted profile's pictures are gone for others, as is a blocker's.
      if (image.profileStatus !== 'active') throw new ApiError('not_found')
      if (session && (await blockedEitherWay(c.var.deps.db, session.profileId, image.profileId))) {
        throw new ApiError('not_found')
      }
    }
    cacheControl = cacheControlFor(image, variant, session, c.var.site.id)
  }

  const older = olderVariantOf(key)
  let body = await c.var.deps.media.get(key)
  if (body === null && older !== null) body = await c.var.deps.media.get(older)
  if (body === null) throw new ApiError('not_found')
  const bytes =
    body.buffer instanceof ArrayBuffer ? (body as Uint8Array<ArrayBuffer>) : new Uint8Array(body)
  return c.body(bytes, 200, {
    'Content-Type': contentType,
    'Content-Length': String(body.byteLength),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  })
})
