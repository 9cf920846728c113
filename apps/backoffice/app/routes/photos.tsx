import { moderationLimits } from '@dating/domain/moderation'
import type { PhotoQueueItem } from '@dating/domain/moderation-queue'
import { reportReasons } from '@dating/domain/profile-attributes'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Pagination } from '@dating/ui/Pagination'
import { Select } from '@dating/ui/Select'
import { TextArea } from '@dating/ui/TextArea'
import { sprinkles } from '@dating/ui/sprinkles'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { PhotoBadges } from '~/components/case/CaseEvidence.tsx'
import * as evidence from '~/components/case/CaseEvidence.css.ts'
import { DoneAlert } from '~/components/DoneAlert.tsx'
import { ProfileStatus } from '~/components/Labels.tsx'
import { buttonRow, formStack, PageHeading, stack } from '~/components/PageHeading.tsx'
import { isApiError } from '~/utils/api.server.ts'
import { withDone } from '~/utils/done.ts'
import { pageTitle } from '~/utils/meta.ts'
import { requireStaff } from '~/utils/staff.server.ts'
import { useDateTime, useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.photos.title') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request)
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const photos = await api.calls.photos({ page: Number.isInteger(page) && page > 0 ? page : 1 })
  return data({ photos }, { headers: api.responseHeaders })
}

/** Approves a photo, or removes it by a decision with its statement of reasons. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireStaff(request)
  const form = await request.formData()
  const imageId = Number(form.get('image_id'))
  const profileId = Number(form.get('profile_id'))
  try {
    if (form.get('intent') === 'approve') {
      await api.calls.approvePhoto(imageId)
      return redirect(withDone('/photos', 'approved'))
    }
    const facts = String(form.get('facts') ?? '').trim()
    if (facts.length < moderationLimits.factsMin) {
      return data({ imageId, message: null, field: 'facts' as const }, 400)
    }
    await api.calls.decide({
      profile_id: profileId,
      restriction: 'photo_removed',
      image_id: imageId,
      ground: 'terms',
      reason:
        reportReasons.find((reason) => reason === form.get('reason')) ?? 'inappropriate_photos',
      facts,
      automated: false,
    })
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data({ imageId, message: error.message, field: null }, error.status)
    }
    throw error
  }
  return redirect(withDone('/photos', 'removed'))
}

function PhotoCard({ photo }: { photo: PhotoQueueItem }) {
  const text = useText()
  const dateTime = useDateTime()
  const answer = useActionData<typeof action>()
  const mine = answer?.imageId === photo.id ? answer : undefined
  const label = text('backoffice.photos.of', { name: photo.profile.name, id: photo.profile.id })
  return (
    <Card
      as="li"
      padding="sm"
      aria-label={label}
      className={sprinkles({ display: 'grid', gap: 'sm' })}
    >
      <img src={photo.url} alt={label} className={evidence.image} loading="lazy" />
      <p>
        <strong>{photo.profile.name}</strong> <ProfileStatus status={photo.profile.status} />
      </p>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>
        {photo.brand} · {text('backoffice.photos.uploaded', { date: dateTime(photo.uploaded_at) })}
      </p>
      <PhotoBadges photo={photo} />
      {mine?.message ? (
        <Alert tone="danger" announce>
          {mine.message}
        </Alert>
      ) : null}
      <Form method="post">
        <input type="hidden" name="image_id" value={photo.id} />
        <Button type="submit" name="intent" value="approve" variant="secondary" size="sm" fullWidth>
          {text('backoffice.photos.approve')}
        </Button>
      </Form>
      <details>
        <summary>{text('backoffice.photos.reject')}</summary>
        <Form method="post" className={formStack}>
          <input type="hidden" name="image_id" value={photo.id} />
          <input type="hidden" name="profile_id" value={photo.profile.id} />
          <input type="hidden" name="intent" value="reject" />
          <Select
            label={text('backoffice.decide.reason')}
            name="reason"
            defaultValue="inappropriate_photos"
            options={reportReasons.map((value) => ({
              value,
              label: text(`safety.reason.${value}`),
            }))}
          />
          <TextArea
            label={text('backoffice.decide.facts')}
            name="facts"
            rows={3}
            minLength={moderationLimits.factsMin}
            maxLength={moderationLimits.factsMax}
            error={mine?.field === 'facts' ? text('backoffice.decide.error.facts') : undefined}
            required
          />
          <p>{text('backoffice.photos.removeHint')}</p>
          <div className={buttonRow}>
            <Button type="submit" variant="danger" size="sm">
              {text('backoffice.photos.remove')}
            </Button>
          </div>
        </Form>
      </details>
    </Card>
  )
}

export default function Photos() {
  const { photos } = useLoaderData<typeof loader>()
  const text = useText()
  const [params] = useSearchParams()
  return (
    <div className={stack}>
      <PageHeading
        title={text('backoffice.photos.title')}
        intro={text('backoffice.photos.intro', { count: photos.total })}
      />
      <DoneAlert />
      <Alert tone="info">{text('backoffice.photos.policy')}</Alert>
      {photos.photos.length === 0 ? <p>{text('backoffice.photos.empty')}</p> : null}
      <ul className={evidence.photos}>
        {photos.photos.map((photo) => (
          <PhotoCard key={photo.id} photo={photo} />
        ))}
      </ul>
      <Pagination
        page={photos.page}
        pageCount={photos.page_count}
        hrefForPage={(number) => {
          const next = new URLSearchParams(params)
          next.delete('done')
          next.set('page', String(number))
          return `?${next}`
        }}
        label={text('backoffice.pages.label')}
        previousLabel={text('backoffice.pages.previous')}
        nextLabel={text('backoffice.pages.next')}
        pageLabel={(number) => text('backoffice.pages.page', { page: number })}
      />
    </div>
  )
}
