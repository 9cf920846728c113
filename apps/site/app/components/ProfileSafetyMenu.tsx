import type { MessageId } from '@dating/i18n/message-ids'
import { reportReasons } from '@dating/domain/profile-attributes'
import { reportNoteMax } from '@dating/domain/safety'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { closeGlyph } from '@dating/ui/glyphs/close'
import { menuGlyph } from '@dating/ui/glyphs/menu'
import { warningGlyph } from '@dating/ui/glyphs/warning'
import { Modal } from '@dating/ui/Modal'
import { MenuButton } from '@dating/ui/MenuButton'
import { Select } from '@dating/ui/Select'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { useFetcher } from '@remix-run/react'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import type { BlockActionData } from '~/routes/block.tsx'
import type { ReportActionData } from '~/routes/report.tsx'
import { useHydrated } from '~/utils/hydrated.ts'
import * as styles from './OwnProfileForm.css.ts'

type Dialog = 'block' | 'report' | null

/** The "more" menu of a profile page: block (after a confirmation) or report the member. */
export function ProfileSafetyMenu({ profile }: { profile: { id: number; name: string } }) {
  const intl = useIntl()
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const [dialog, setDialog] = useState<Dialog>(null)
  const block = useFetcher<BlockActionData>()
  const report = useFetcher<ReportActionData>()
  const [reason, setReason] = useState('')
  const [reasonMissing, setReasonMissing] = useState(false)
  const noteId = useId()
  const name = profile.name
  const hydrated = useHydrated()

  const closeReport = () => {
    setDialog(null)
    setReason('')
    setReasonMissing(false)
  }
  const reported = report.state === 'idle' && report.data?.ok === true
  const reportError =
    report.state === 'idle' && report.data && !report.data.ok
      ? (report.data.message ?? message('error.tryAgainLater'))
      : null

  if (!hydrated) {
    // Before the page's code runs (or without JavaScript) the menu's entries are links to
    // pages with the same forms (decision 076).
    return (
      <Inline as="nav" space="sm" align="center" aria-label={message('safety.menu', { name })}>
        <LinkButton href={`/members/${profile.id}/report`} variant="ghost" size="sm">
          {message('safety.report')}
        </LinkButton>
        <LinkButton href={`/members/${profile.id}/block`} variant="ghost" size="sm">
          {message('safety.block')}
        </LinkButton>
      </Inline>
    )
  }

  return (
    <>
      <MenuButton
        label={message('safety.menu', { name })}
        trigger={<Icon glyph={menuGlyph} size="sm" />}
        items={[
          {
            key: 'report',
            label: message('safety.report'),
            icon: <Icon glyph={warningGlyph} size="sm" />,
            onSelect: () => setDialog('report'),
          },
          {
            key: 'block',
            label: message('safety.block'),
            icon: <Icon glyph={closeGlyph} size="sm" />,
            onSelect: () => setDialog('block'),
          },
        ]}
      />

      <Modal
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        title={message('safety.blockTitle', { name })}
        description={message('safety.blockText', { name })}
        closeLabel={message('common.close')}
        size="sm"
        footer={
          <Inline space="sm" align="center">
            <Button type="button" variant="ghost" onClick={() => setDialog(null)}>
              {message('common.cancel')}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={block.state !== 'idle'}
              onClick={() =>
                // The action answers with a redirect to the members list and a notice for it.
                block.submit(
                  { intent: 'block', profile_id: String(profile.id), name, redirectTo: '/members' },
                  { method: 'post', action: '/block' },
                )
              }
            >
              {message('safety.blockConfirm', { name })}
            </Button>
          </Inline>
        }
      >
        {block.data && !block.data.ok ? (
          <Alert tone="danger" announce>
            {block.data.message}
          </Alert>
        ) : null}
      </Modal>

      <Modal
        open={dialog === 'report'}
        onClose={closeReport}
        title={message('safety.reportTitle', { name })}
        description={reported ? undefined : message('safety.reportIntro', { name })}
        closeLabel={message('common.close')}
        size="sm"
      >
        {reported ? (
          <Stack space="md">
            <Alert tone="success" announce>
              {message('safety.reported')}
            </Alert>
            <Inline space="sm" align="center">
              <Button type="button" onClick={closeReport}>
                {message('common.close')}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <Stack
            as={report.Form}
            space="md"
            method="post"
            action="/report"
            onSubmit={(event) => {
              if (reason === '') {
                event.preventDefault()
                setReasonMissing(true)
              }
            }}
          >
            {reportError ? (
              <Alert tone="danger" announce>
                {reportError}
              </Alert>
            ) : null}
            <input type="hidden" name="profile_id" value={profile.id} />
            <Select
              label={message('safety.reportReason')}
              name="reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                setReasonMissing(false)
              }}
              placeholder={message('safety.chooseReason')}
              options={reportReasons.map((value) => ({
                value,
                label: message(`safety.reason.${value}`),
              }))}
              error={reasonMissing ? message('safety.reasonRequired') : undefined}
              aria-required="true"
            />
            <Stack space="xxs">
              <Box as="label" fontWeight="bold" fontSize="sm" htmlFor={noteId}>
                {message('safety.reportNote')}
              </Box>
              <textarea
                id={noteId}
                name="note"
                maxLength={reportNoteMax}
                className={styles.textarea}
              />
            </Stack>
            <Inline space="sm" align="center">
              <Button type="button" variant="ghost" onClick={closeReport}>
                {message('common.cancel')}
              </Button>
              <Button type="submit" loading={report.state !== 'idle'}>
                {message('safety.reportSend')}
              </Button>
            </Inline>
          </Stack>
        )}
      </Modal>
    </>
  )
}
