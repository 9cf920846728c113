import type { MessageId } from '@dating/i18n/message-ids'
import type { OwnImage } from '@dating/domain/entities'
import { photoMaxBytes } from '@dating/domain/own-profile'
import { Alert } from '@dating/ui/Alert'
import { Badge } from '@dating/ui/Badge'
import { Button, LinkButton } from '@dating/ui/Button'
import { Modal } from '@dating/ui/Modal'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Tiles } from '@dating/ui/Tiles'
import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './PhotoManager.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'

export type PhotoNotice =
  | { ok: true; notice: 'uploaded' | 'deleted' | 'mainChanged' }
  | {
      ok: false
      /** The api's own text, already in the member's language. */
      message: string | null
      /** Else a catalogue id of the site. */
      messageId: MessageId | null
      limitReached: boolean
    }

const photoTypes = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif'
const maxMegabytes = photoMaxBytes / (1024 * 1024)

/** The member's photos: upload, choose the main one, delete (after a confirmation). */
export function PhotoManager({
  images,
  limit,
  notice,
}: {
  images: readonly OwnImage[]
  limit: number
  notice: PhotoNotice | null
}) {
  const intl = useIntl()
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const { brand, member } = useRootData()
  const navigation = useNavigation()
  const submit = useSubmit()
  const fileId = useId()
  const [pendingDelete, setPendingDelete] = useState<{ id: number; index: number } | null>(null)
  const busyIntent =
    navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null

  const noticeText = !notice
    ? null
    : notice.ok
      ? message(
          (
            {
              uploaded: 'ownProfile.photos.uploaded',
              deleted: 'ownProfile.photos.deleted',
              mainChanged: 'ownProfile.photos.mainChanged',
            } as const
          )[notice.notice],
        )
      : (notice.message ??
        (notice.messageId ? message(notice.messageId, { size: maxMegabytes }) : null))

  return (
    <Stack as="section" space="md" aria-labelledby="photos-title">
      <Box as="h2" fontSize="lg" fontWeight="bold" id="photos-title">
        {message('ownProfile.photos.title')}
      </Box>
      <Box as="p" color="muted" fontSize="sm">
        {message('ownProfile.photos.count', { count: images.length, limit })}.{' '}
        {message('ownProfile.photos.hint')}
      </Box>
      {notice && noticeText ? (
        <Alert
          tone={notice.ok ? 'success' : 'danger'}
          announce
          actions={
            !notice.ok && notice.limitReached && !member?.paidUser ? (
              <LinkButton href="/premium" size="sm">
                {message('nav.getPremium')}
              </LinkButton>
            ) : undefined
          }
        >
          {noticeText}
        </Alert>
      ) : null}

      <Stack
        as={Form}
        space="sm"
        padding="md"
        borderRadius="lg"
        background="surfaceSunken"
        className={styles.uploadForm}
        method="post"
        encType="multipart/form-data"
      >
        <input type="hidden" name="intent" value="upload" />
        <Box as="label" fontWeight="bold" fontSize="sm" htmlFor={fileId}>
          {message('ownProfile.photos.file')}
        </Box>
        <input
          id={fileId}
          type="file"
          name="photo"
          accept={photoTypes}
          className={styles.fileInput}
          aria-describedby={`${fileId}-formats`}
        />
        <Box as="span" color="muted" fontSize="sm" id={`${fileId}-formats`}>
          {message('ownProfile.photos.formats', { size: maxMegabytes })}
        </Box>
        <Inline space="sm" align="center">
          <Button type="submit" size="sm" loading={busyIntent === 'upload'}>
            {busyIntent === 'upload'
              ? message('ownProfile.photos.uploading')
              : message('ownProfile.photos.upload')}
          </Button>
        </Inline>
      </Stack>

      {images.length === 0 ? (
        <Box as="p" color="muted" fontSize="sm">
          {message('ownProfile.photos.none')}
        </Box>
      ) : (
        <Tiles
          as="ul"
          columns={{ mobile: 2, md: 3 }}
          space="md"
          aria-label={message('ownProfile.photos.list')}
        >
          {images.map((image, position) => {
            const index = position + 1
            return (
              <Stack
                as="li"
                space="xs"
                padding="xs"
                borderRadius="lg"
                background="surface"
                className={styles.photo}
                key={image.id}
              >
                <div className={styles.photoFrame}>
                  <img
                    src={mediaUrl(brand.cdnPrefix, image.thumb_filename)}
                    alt={message('ownProfile.photos.alt', { index })}
                    loading="lazy"
                  />
                  <div className={styles.photoBadges}>
                    {image.main ? (
                      <Badge tone="primary" size="sm">
                        {message('ownProfile.photos.main')}
                      </Badge>
                    ) : null}
                    {image.status !== 'active' ? (
                      <Badge tone="warning" size="sm">
                        {message('ownProfile.photos.pending')}
                      </Badge>
                    ) : null}
                  </div>
                </div>
                <Stack space="xxs">
                  {!image.main && image.status === 'active' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="main" />
                      <input type="hidden" name="id" value={image.id} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        fullWidth
                        className={styles.wrappingButton}
                        aria-label={message('ownProfile.photos.makeMainLabel', { index })}
                      >
                        {message('ownProfile.photos.makeMain')}
                      </Button>
                    </Form>
                  ) : null}
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    fullWidth
                    className={styles.wrappingButton}
                    aria-label={message('ownProfile.photos.deleteLabel', { index })}
                    onClick={() => setPendingDelete({ id: image.id, index })}
                  >
                    {message('ownProfile.photos.delete')}
                  </Button>
                </Stack>
              </Stack>
            )
          })}
        </Tiles>
      )}

      <Modal
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={message('ownProfile.photos.deleteTitle')}
        description={message('ownProfile.photos.deleteText')}
        closeLabel={message('common.close')}
        size="sm"
        footer={
          <Inline space="sm" align="center">
            <Button type="button" variant="ghost" onClick={() => setPendingDelete(null)}>
              {message('common.cancel')}
            </Button>
            <Button
              type="button"
              variant="danger"
              onClick={() => {
                if (!pendingDelete) return
                submit({ intent: 'delete', id: String(pendingDelete.id) }, { method: 'post' })
                setPendingDelete(null)
              }}
            >
              {message('ownProfile.photos.delete')}
            </Button>
          </Inline>
        }
      />
    </Stack>
  )
}
