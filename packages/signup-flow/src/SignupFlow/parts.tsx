import type { SignupField, SignupFieldErrors, SignupValues } from '@dating/domain/signup'
import { postedSignupStepField, type SignupStep } from '@dating/domain/signup-steps'
import { Button } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { chevronLeftGlyph } from '@dating/ui/glyphs/chevron-left'
import { chevronRightGlyph } from '@dating/ui/glyphs/chevron-right'
import { createElement, type FormEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { SignupActor } from '../use-signup.ts'
import * as styles from './SignupFlow.css.ts'

export type HeadingLevel = 2 | 3

/** What every step of the form gets from the flow. */
export interface StepProps {
  actor: SignupActor
  values: SignupValues
  errors: SignupFieldErrors
  headingLevel: HeadingLevel
  canGoBack: boolean
  /** How the step's form posts without JavaScript. */
  post: StepPost
}

/**
 * A step's form as it posts before the code runs (decision 085): to `action`, naming its step
 * and carrying the other steps' values as hidden inputs.
 */
export interface StepPost {
  /** Where the form posts; the page's own address when left out. */
  action?: string
  step: SignupStep
  carried: Partial<SignupValues>
}

/** The title of a screen; the flow moves focus to it when the screen changes. */
export function ScreenHeading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return createElement(
    `h${level}`,
    { className: styles.heading, tabIndex: -1, 'data-signup-heading': '' },
    children,
  )
}

/** The text of a field's error in the visitor's language, or null. */
export function useErrorText(errors: SignupFieldErrors) {
  const intl = useIntl()
  return (field: SignupField): string | null => {
    const error = errors[field]
    return error ? intl.formatMessage({ id: error.id }, error.values) : null
  }
}

/** Tells the machine about one input. */
export const changeField = (actor: SignupActor, field: SignupField) => (value: string) =>
  actor.send({ type: 'change-field', field, value })

/**
 * One step as a form: Enter or the continue button submits it with what its inputs hold
 * (a password manager may fill them without input events), then the machine moves on. Before
 * the code runs, the form posts to the page's action instead (`post`).
 */
export function StepForm({
  actor,
  post,
  fields,
  heading,
  headingLevel,
  canGoBack,
  submitLabel,
  agreement,
  onSubmitted,
  children,
}: {
  actor: SignupActor
  post: StepPost
  fields: readonly SignupField[]
  heading: ReactNode
  headingLevel: HeadingLevel
  canGoBack: boolean
  /** Continue, unless the step says more (the last one). */
  submitLabel?: string
  /** What submitting agrees to, said right above the button (the last step: terms, privacy). */
  agreement?: ReactNode
  onSubmitted: () => void
  children: ReactNode
}) {
  const intl = useIntl()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values: Partial<SignupValues> = {}
    for (const field of fields) {
      const value = data.get(field)
      if (typeof value === 'string') values[field] = value
      // An unticked box posts nothing: it is a refusal, not a field left as it was.
      else if (field === 'sensitive_consent') values[field] = ''
    }
    actor.send({ type: 'submit-step', values })
    onSubmitted()
  }
  return (
    <form className={styles.form} method="post" action={post.action} noValidate onSubmit={onSubmit}>
      <input type="hidden" name={postedSignupStepField} value={post.step} />
      {Object.entries(post.carried).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <ScreenHeading level={headingLevel}>{heading}</ScreenHeading>
      <div className={styles.fields}>{children}</div>
      {agreement ? <p className={styles.agreement}>{agreement}</p> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          className={styles.primaryAction}
          iconEnd={submitLabel ? undefined : <Icon glyph={chevronRightGlyph} size="sm" />}
        >
          {submitLabel ?? intl.formatMessage({ id: 'signup.continue' })}
        </Button>
        {canGoBack ? <BackButton actor={actor} /> : null}
      </div>
    </form>
  )
}

export function BackButton({ actor }: { actor: SignupActor }) {
  const intl = useIntl()
  return (
    <Button
      variant="ghost"
      className={styles.backAction}
      iconStart={<Icon glyph={chevronLeftGlyph} size="sm" />}
      onClick={() => actor.send({ type: 'back' })}
    >
      {intl.formatMessage({ id: 'signup.back' })}
    </Button>
  )
}
