import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { checkGlyph } from '@dating/ui/glyphs/check'
import { Spinner } from '@dating/ui/Spinner'
import { useIntl } from 'react-intl'
import type { SignupActor } from '../use-signup.ts'
import { BackButton, type HeadingLevel, ScreenHeading } from './parts.tsx'
import * as styles from './SignupFlow.css.ts'

/** Step 4 while the api creates the account. */
export function SubmittingScreen({ headingLevel }: { headingLevel: HeadingLevel }) {
  const intl = useIntl()
  return (
    <div className={styles.status}>
      <Spinner size="lg" />
      <ScreenHeading level={headingLevel}>
        <span role="status">{intl.formatMessage({ id: 'signup.submitting' })}</span>
      </ScreenHeading>
    </div>
  )
}

/** Step 4 when the api could not be reached or failed: try again, or go back to the form. */
export function FailedScreen({
  actor,
  headingLevel,
}: {
  actor: SignupActor
  headingLevel: HeadingLevel
}) {
  const intl = useIntl()
  return (
    <div className={styles.form}>
      <ScreenHeading level={headingLevel}>
        {intl.formatMessage({ id: 'signup.failed.title' })}
      </ScreenHeading>
      <Alert tone="danger" announce>
        {intl.formatMessage({ id: 'signup.failed.text' })}
      </Alert>
      <div className={styles.actions}>
        <Button
          size="lg"
          className={styles.primaryAction}
          onClick={() => actor.send({ type: 'retry' })}
        >
          {intl.formatMessage({ id: 'signup.retry' })}
        </Button>
        <BackButton actor={actor} />
      </div>
    </div>
  )
}

/** Signed up: activation pending says where the link went. */
export function CompleteScreen({
  brandName,
  email,
  activationPending,
  continueHref,
  onContinue,
  headingLevel,
}: {
  brandName: string
  email: string
  activationPending: boolean
  continueHref: string
  onContinue?: () => void
  headingLevel: HeadingLevel
}) {
  const intl = useIntl()
  return (
    <div className={styles.status}>
      <span className={styles.completeIcon}>
        <Icon glyph={checkGlyph} size="lg" />
      </span>
      <ScreenHeading level={headingLevel}>
        {intl.formatMessage({ id: 'signup.complete.title' }, { brand: brandName })}
      </ScreenHeading>
      <p className={styles.text}>
        {activationPending
          ? intl.formatMessage(
              { id: 'signup.complete.checkInbox' },
              { email: <strong className={styles.email}>{email}</strong> },
            )
          : intl.formatMessage({ id: 'signup.complete.ready' })}
      </p>
      <LinkButton href={continueHref} size="lg" fullWidth onClick={onContinue}>
        {intl.formatMessage({ id: 'signup.complete.continue' })}
      </LinkButton>
    </div>
  )
}

/** Another brand of the deployment that takes anyone, and where its signup is. */
export type SisterSignup = { name: string; href: string }

/**
 * The `signups` setting keeps this visitor out: the brand takes new members through a partner's
 * invitation link (SPEC §4 signups), so say so and offer what the visitor can do instead: browse
 * here, or sign up at the sister brand when the brand names one (decision 084).
 */
export function InviteOnlyScreen({
  brandName,
  browseHref,
  onBrowse,
  sister,
  headingLevel,
}: {
  brandName: string
  browseHref: string
  onBrowse?: () => void
  sister?: SisterSignup | null
  headingLevel: HeadingLevel
}) {
  const intl = useIntl()
  return (
    <div className={styles.form}>
      <ScreenHeading level={headingLevel}>
        {intl.formatMessage({ id: 'signup.inviteOnly.title' })}
      </ScreenHeading>
      <Alert tone="info">
        {intl.formatMessage({ id: 'signup.inviteOnly.text' }, { brand: brandName })}
      </Alert>
      <LinkButton href={browseHref} size="lg" fullWidth onClick={onBrowse}>
        {intl.formatMessage({ id: 'signup.inviteOnly.browse' })}
      </LinkButton>
      {sister ? (
        <LinkButton href={sister.href} variant="secondary" size="lg" fullWidth>
          {intl.formatMessage({ id: 'signup.inviteOnly.sister' }, { brand: sister.name })}
        </LinkButton>
      ) : null}
    </div>
  )
}
