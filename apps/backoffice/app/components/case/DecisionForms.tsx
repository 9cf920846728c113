import type { MessageId } from '@dating/i18n/message-ids'
import {
  decisionGrounds,
  dismissalReasons,
  moderationLimits,
  restrictions,
  type Restriction,
} from '@dating/domain/moderation'
import type { ModerationCase } from '@dating/domain/moderation-queue'
import { reportReasons } from '@dating/domain/profile-attributes'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Select } from '@dating/ui/Select'
import { TextArea } from '@dating/ui/TextArea'
import { TextField } from '@dating/ui/TextField'
import { sprinkles } from '@dating/ui/sprinkles'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { ChoiceList } from '~/components/ChoiceList.tsx'
import { buttonRow, formStack } from '~/components/PageHeading.tsx'
import { useText } from '~/utils/use-text.ts'

/** What a refused form says back: the field in error, or the api's message. */
export type FormAnswer = { intent: string; field?: string; message?: string } | undefined

/** The keys that pick a restriction (see CaseShortcuts). */
export const restrictionKeys: Record<Restriction, string> = {
  profile_hidden: '1',
  photo_removed: '2',
  message_removed: '3',
  account_suspended: '4',
}

/**
 * The decision on a case: one of the four restrictions (the photo or message it concerns),
 * the ground, the facts for the statement of reasons, an optional end date, and for a notice
 * the suspension pending review. Posts to the case's action.
 */
export function DecisionForm({ found, answer }: { found: ModerationCase; answer: FormAnswer }) {
  const text = useText()
  const [restriction, setRestriction] = useState<string>('profile_hidden')
  const [ground, setGround] = useState<string>(
    found.report.reason === 'child_sexual_abuse' ? 'illegal' : 'terms',
  )
  const mine = answer?.intent === 'decide' ? answer : undefined
  const error = (field: string) =>
    mine?.field === field ? text(`backoffice.decide.error.${field}` as MessageId) : undefined
  const photos = found.profile?.photos ?? []
  const ownMessages = found.conversation.filter(
    (message) => message.sender_profile_id === found.profile?.id,
  )
  if (!found.profile) return null
  return (
    <Card as="section" padding="md" aria-labelledby="decide-heading">
      <Form method="post" className={formStack} id="decision-form">
        <h2 id="decide-heading">{text('backoffice.decide.title')}</h2>
        {mine?.message ? (
          <Alert tone="danger" announce>
            {mine.message}
          </Alert>
        ) : null}
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="profile_id" value={found.profile.id} />
        <ChoiceList
          legend={text('backoffice.decide.restriction')}
          name="restriction"
          defaultValue="profile_hidden"
          onChange={setRestriction}
          choices={restrictions.map((value) => ({
            value,
            label: text(`moderation.restriction.${value}`),
            shortcut: restrictionKeys[value],
          }))}
        />
        <Select
          label={text('backoffice.decide.photo')}
          name="image_id"
          placeholder={text('backoffice.decide.photoNone')}
          error={error('image_id')}
          hint={text('backoffice.decide.photoHint')}
          options={photos.map((photo, index) => ({
            value: String(photo.id),
            label: text('backoffice.photo.alt', {
              number: index + 1,
              name: found.profile?.name ?? '',
            }),
          }))}
        />
        <Select
          label={text('backoffice.decide.message')}
          name="message_id"
          placeholder={text('backoffice.decide.messageNone')}
          error={error('message_id')}
          hint={text('backoffice.decide.messageHint')}
          defaultValue={
            ownMessages.some((message) => message.id === found.report.message_id)
              ? String(found.report.message_id)
              : ''
          }
          options={ownMessages.map((message) => ({
            value: String(message.id),
            label: message.text.slice(0, 60) || text('backoffice.conversation.photoMessage'),
          }))}
        />
        <ChoiceList
          legend={text('backoffice.decide.ground')}
          name="ground"
          defaultValue={ground}
          onChange={setGround}
          choices={decisionGrounds.map((value) => ({
            value,
            label: text(`backoffice.ground.${value}`),
          }))}
        />
        {ground === 'illegal' ? (
          <TextField
            label={text('backoffice.decide.law')}
            hint={text('backoffice.decide.lawHint')}
            name="legal_reference"
            maxLength={moderationLimits.legalReferenceMax}
            error={error('legal_reference')}
            required
          />
        ) : null}
        <Select
          label={text('backoffice.decide.reason')}
          name="reason"
          defaultValue={found.report.reason}
          options={reportReasons.map((value) => ({ value, label: text(`safety.reason.${value}`) }))}
        />
        <TextArea
          label={text('backoffice.decide.facts')}
          hint={text('backoffice.decide.factsHint', {
            min: moderationLimits.factsMin,
            max: moderationLimits.factsMax,
          })}
          name="facts"
          id="decision-facts"
          rows={5}
          minLength={moderationLimits.factsMin}
          maxLength={moderationLimits.factsMax}
          error={error('facts')}
          required
        />
        <TextField
          label={text('backoffice.decide.endsAt')}
          hint={text('backoffice.decide.endsAtHint')}
          name="ends_at"
          type="date"
          error={error('ends_at')}
        />
        {found.report.source === 'notice' && restriction === 'account_suspended' ? (
          <label className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'flex-start' })}>
            <input type="checkbox" name="interim" value="yes" />
            <span>{text('backoffice.decide.interim')}</span>
          </label>
        ) : null}
        <p>{text('backoffice.decide.submitHint')}</p>
        <div className={buttonRow}>
          <Button type="submit" variant="danger">
            {text('backoffice.decide.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}

/** Closes the case without a restriction, with the reason its sender reads. */
export function DismissForm({ answer }: { answer: FormAnswer }) {
  const text = useText()
  const mine = answer?.intent === 'dismiss' ? answer : undefined
  return (
    <Card as="section" padding="md" aria-labelledby="dismiss-heading">
      <Form method="post" className={formStack} id="dismiss-form">
        <h2 id="dismiss-heading">{text('backoffice.dismiss.title')}</h2>
        <p>{text('backoffice.dismiss.intro')}</p>
        {mine?.message ? (
          <Alert tone="danger" announce>
            {mine.message}
          </Alert>
        ) : null}
        <input type="hidden" name="intent" value="dismiss" />
        <Select
          label={text('backoffice.dismiss.reason')}
          name="reason"
          id="dismiss-reason"
          options={dismissalReasons.map((value) => ({
            value,
            label: text(`backoffice.dismissal.${value}`),
          }))}
        />
        <TextArea
          label={text('backoffice.dismiss.note')}
          hint={text('backoffice.decide.factsHint', {
            min: moderationLimits.factsMin,
            max: moderationLimits.factsMax,
          })}
          name="note"
          rows={4}
          minLength={moderationLimits.factsMin}
          maxLength={moderationLimits.factsMax}
          error={mine?.field === 'note' ? text('backoffice.dismiss.error.note') : undefined}
          required
        />
        <div className={buttonRow}>
          <Button type="submit" variant="secondary">
            {text('backoffice.dismiss.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
