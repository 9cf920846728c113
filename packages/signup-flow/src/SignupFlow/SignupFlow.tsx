import {
  selectActivationPending,
  selectCanGoBack,
  selectFieldErrors,
  selectHasFailed,
  selectHasTargetProfile,
  selectIsBusy,
  selectIsComplete,
  selectIsInviteOnly,
  selectStepIndex,
  selectValues,
} from '@dating/machines/signup/selectors'
import { carriedSignupValues, signupSteps } from '@dating/domain/signup-steps'
import { opensElsewhere } from '@dating/ui/Link'
import { useSelector } from '@xstate/react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { SignupActor } from '../use-signup.ts'
import type { HeadingLevel, StepPost } from './parts.tsx'
import {
  CompleteScreen,
  FailedScreen,
  InviteOnlyScreen,
  type SisterSignup,
  SubmittingScreen,
} from './screens.tsx'
import * as styles from './SignupFlow.css.ts'
import {
  AccountStep,
  ChoicesStep,
  DateOfBirthStep,
  type SignupLegalLinks,
  type SignupTargetProfile,
  UsernameStep,
} from './steps.tsx'

export interface SignupFlowProps {
  /** A running signup machine (`useSignup`). */
  actor: SignupActor
  brandName: string
  /** The profile of /members/{id}/signup: shown beside the first message on the last step. */
  targetProfile?: SignupTargetProfile | null
  /** Where the continue button of the finished signup leads. */
  continueHref: string
  /** Also called by that button and the invite-only notice's browse link, e.g. to close a modal. */
  onContinue?: () => void
  /** The login page, for "Already a member? Log in" when opened in a new tab. */
  loginHref?: string
  /** Where a visitor the brand does not sign up goes to look around instead. */
  browseHref?: string
  /** The brand the invite-only notice offers to sign up at instead (decision 084). */
  sisterSignup?: SisterSignup | null
  /** The terms and the privacy policy, linked where the member agrees to them. */
  legalLinks: SignupLegalLinks
  /** Level of the screen titles: 2 under a page's h1, 3 under a dialog's h2. */
  headingLevel?: HeadingLevel
  /**
   * Where each step's form posts before the code runs (decision 085): the page's route, whose
   * action answers with the page on the same or the next step. The page's own address when
   * left out.
   */
  action?: string
}

const totalSteps = signupSteps.length

/**
 * The screens of a signup (decision 008): steps 0 to 3 with "Step n of 4", the submission, its
 * failure, the finished signup and the invite-only notice. Everything it shows comes from the
 * machine; everything the visitor does is sent to it.
 */
export function SignupFlow({
  actor,
  brandName,
  targetProfile = null,
  continueHref,
  onContinue,
  loginHref = '/login',
  browseHref = '/members',
  sisterSignup = null,
  legalLinks,
  headingLevel = 2,
  action,
}: SignupFlowProps) {
  const intl = useIntl()
  const step = useSelector(actor, selectStepIndex)
  const values = useSelector(actor, selectValues)
  const errors = useSelector(actor, selectFieldErrors)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const busy = useSelector(actor, selectIsBusy)
  const failed = useSelector(actor, selectHasFailed)
  const complete = useSelector(actor, selectIsComplete)
  const hasTarget = useSelector(actor, selectHasTargetProfile)
  const inviteOnly = useSelector(actor, selectIsInviteOnly)
  const activationPending = useSelector(actor, selectActivationPending)
  const now = useSelector(actor, (snapshot) => snapshot.context.now)
  const [submissions, setSubmissions] = useState(0)
  const root = useRef<HTMLDivElement>(null)

  const screen = inviteOnly
    ? 'invite-only'
    : complete
      ? 'complete'
      : failed
        ? 'failed'
        : busy
          ? 'submitting'
          : step === null
            ? 'closed'
            : `step-${step}`

  // A new screen, or a step that refused to move on: focus the first field in error, else the
  // screen's title, so keyboard and screen reader users land where the change is.
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const container = root.current
    if (!container) return
    const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
    const field =
      invalid && !invalid.matches('input, select, textarea')
        ? invalid.querySelector<HTMLElement>('input, select, textarea')
        : invalid
    const target = field ?? container.querySelector<HTMLElement>('[data-signup-heading]')
    target?.focus()
  }, [screen, submissions])

  if (screen === 'closed') return null

  const formStep = step === null || step === 4 ? null : step
  // Read only by the steps' forms, so only on steps 0 to 3.
  const post: StepPost = {
    action,
    step: formStep ?? 0,
    carried: formStep === null ? {} : carriedSignupValues(formStep, values, hasTarget),
  }
  const stepProps = {
    actor,
    values,
    errors,
    headingLevel,
    canGoBack,
    post,
    onSubmitted: () => setSubmissions((count) => count + 1),
  }
  const onLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return
    event.preventDefault()
    actor.send({ type: 'redirect-to-login' })
  }
  const showsLogin = screen !== 'complete'

  return (
    <div ref={root} className={styles.flow}>
      {step !== null && step < totalSteps && !busy ? (
        <div className={styles.progress}>
          <p className={styles.progressText}>
            {intl.formatMessage({ id: 'signup.progress' }, { step: step + 1, total: totalSteps })}
          </p>
          <div className={styles.progressTrack} aria-hidden="true">
            <div
              className={styles.progressBar}
              style={{ width: `${((step + 1) / totalSteps) * 100}%` }}
            />
          </div>
        </div>
      ) : null}

      {screen === 'step-0' ? <ChoicesStep {...stepProps} brandName={brandName} /> : null}
      {screen === 'step-1' ? (
        <DateOfBirthStep {...stepProps} currentYear={new Date(now()).getFullYear()} />
      ) : null}
      {screen === 'step-2' ? <UsernameStep {...stepProps} /> : null}
      {screen === 'step-3' ? (
        <AccountStep {...stepProps} targetProfile={targetProfile} legalLinks={legalLinks} />
      ) : null}
      {screen === 'submitting' ? <SubmittingScreen headingLevel={headingLevel} /> : null}
      {screen === 'failed' ? <FailedScreen actor={actor} headingLevel={headingLevel} /> : null}
      {screen === 'complete' ? (
        <CompleteScreen
          brandName={brandName}
          email={values.email.trim()}
          activationPending={activationPending}
          continueHref={continueHref}
          onContinue={onContinue}
          headingLevel={headingLevel}
        />
      ) : null}
      {screen === 'invite-only' ? (
        <InviteOnlyScreen
          brandName={brandName}
          browseHref={browseHref}
          sister={sisterSignup}
          onBrowse={onContinue}
          headingLevel={headingLevel}
        />
      ) : null}

      {showsLogin ? (
        <p className={styles.loginPrompt}>
          {intl.formatMessage(
            { id: 'signup.haveAccount' },
            {
              login: (text) => (
                <a href={loginHref} className={styles.loginLink} onClick={onLogin}>
                  {text}
                </a>
              ),
            },
          )}
        </p>
      ) : null}
    </div>
  )
}
