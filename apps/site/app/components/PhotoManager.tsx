import type { MessageId } from '@dating/i18n/message-ids'
import type { OwnImage } from '@dating/domain/entities'
import { photoMaxBytes } from '@dating/domain/own-profile'
import { Alert } from '@dating/ui/Alert'
import { Badge } from '@dating/ui/Badge'
import { Button, LinkButton } from '@dating/ui/Button'
import { Modal } from '@dating/ui/Modal'
import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/own-profile.css.ts'
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
    <section className={styles.section} aria-labelledby="photos-title">
      <h2 id="photos-title" className={styles.sectionHeading}>
        {message('ownProfile.photos.title')}
      </h2>
      <p className={styles.muted}>
        {message('ownProfile.photos.count', { count: images.length, limit })}.{' '}
        {message('ownProfile.photos.hint')}
      </p>
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

      <Form method="post" encType="multipart/form-data" className={styles.uploadForm}>
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor={fileId} className={styles.label}>
          {message('ownProfile.photos.file')}
        </label>
        <input
          id={fileId}
          type="file"
          name="photo"
          accept={photoTypes}
          className={styles.fileInput}
          aria-describedby={`${fileId}-formats`}
        />
        <span id={`${fileId}-formats`} className={styles.muted}>
          {message('ownProfile.photos.formats', { size: maxMegabytes })}
        </span>
        <div className={styles.actions}>
          <Button type="submit" size="sm" loading={busyIntent === 'upload'}>
            {busyIntent === 'upload'
              ? message('ownProfile.photos.uploading')
              : message('ownProfile.photos.upload')}
          </Button>
        </div>
      </Form>

      {images.length === 0 ? (
        <p className={styles.muted}>{message('ownProfile.photos.none')}</p>
      ) : (
        <ul className={styles.photoGrid} aria-label={message('ownProfile.photos.list')}>
          {images.map((image, position) => {
            const index = position + 1
            return (
              <li key={image.id} className={styles.photo}>
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
                <div className={styles.photoActions}>
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
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <Modal
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={message('ownProfile.photos.deleteTitle')}
        description={message('ownProfile.photos.deleteText')}
        closeLabel={message('common.close')}
        size="sm"
        footer={
          <div className={styles.actions}>
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
          </div>
        }
      />
    </section>
  )
}
