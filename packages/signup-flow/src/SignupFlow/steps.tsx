import type { MessageId } from '@dating/i18n/message-ids'
import { lookingForOptions, sensitiveDataConsent, signupLimits } from '@dating/domain/signup'
import { genders } from '@dating/domain/profile-attributes'
import { Avatar } from '@dating/ui/Avatar'
import { Checkbox } from '@dating/ui/Checkbox'
import { TextArea } from '@dating/ui/TextArea'
import { EmailField } from '@dating/ui/EmailField'
import { PasswordField } from '@dating/ui/PasswordField'
import { TextField } from '@dating/ui/TextField'
import { useIntl } from 'react-intl'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import { DateOfBirthField } from './DateOfBirthField.tsx'
import { changeField, type StepProps, StepForm, useErrorText } from './parts.tsx'
import * as styles from './SignupFlow.css.ts'

type FormStepProps = StepProps & { onSubmitted: () => void }

/** The profile a signup at /members/{id}/signup writes to. */
export interface SignupTargetProfile {
  name: string
  photoUrl: string | null
}

/** Where the member reads what they agree to by signing up (the site's legal pages). */
export interface SignupLegalLinks {
  terms: string
  privacy: string
}

/**
 * Step 0: the visitor's gender and whom they look for, and the explicit consent to keeping them
 * (together they reveal a sexual orientation, GDPR Art. 9): the step does not move on without it.
 */
export function ChoicesStep({
  actor,
  values,
  errors,
  brandName,
  ...form
}: FormStepProps & { brandName: string }) {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  const message = (id: MessageId) => intl.formatMessage({ id })
  /** Each value labelled by its own message. */
  const choicesOf = <V extends string>(options: readonly V[], idOf: (value: V) => MessageId) =>
    options.map((value) => ({ value, label: message(idOf(value)) }))
  return (
    <StepForm
      {...form}
      actor={actor}
      fields={['gender', 'looking_for', 'sensitive_consent']}
      heading={message('signup.step0.title')}
    >
      <ChoiceGroup
        name="gender"
        legend={message('signup.gender.legend')}
        choices={choicesOf(genders, (gender) => `signup.gender.${gender}`)}
        value={values.gender}
        error={errorText('gender')}
        onChange={changeField(actor, 'gender')}
      />
      <ChoiceGroup
        name="looking_for"
        legend={message('signup.lookingFor.legend')}
        choices={choicesOf(lookingForOptions, (option) => `signup.lookingFor.${option}`)}
        value={values.looking_for}
        error={errorText('looking_for')}
        onChange={changeField(actor, 'looking_for')}
      />
      <Checkbox
        name="sensitive_consent"
        value={sensitiveDataConsent.value}
        label={intl.formatMessage({ id: 'signup.consent.sensitive' }, { brand: brandName })}
        checked={values.sensitive_consent === sensitiveDataConsent.value}
        error={errorText('sensitive_consent')}
        onChange={(event) =>
          changeField(actor, 'sensitive_consent')(event.target.checked ? event.target.value : '')
        }
      />
    </StepForm>
  )
}

/** Step 1: the date of birth. */
export function DateOfBirthStep({
  actor,
  values,
  errors,
  currentYear,
  ...form
}: FormStepProps & { currentYear: number }) {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  return (
    <StepForm
      {...form}
      actor={actor}
      fields={['date_of_birth']}
      heading={intl.formatMessage({ id: 'signup.step1.title' })}
    >
      <DateOfBirthField
        value={values.date_of_birth}
        currentYear={currentYear}
        minimumAge={signupLimits.minimumAge}
        error={errorText('date_of_birth')}
        onChange={changeField(actor, 'date_of_birth')}
      />
    </StepForm>
  )
}

/** Step 2: the username other members see. */
export function UsernameStep({ actor, values, errors, ...form }: FormStepProps) {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  return (
    <StepForm
      {...form}
      actor={actor}
      fields={['name']}
      heading={intl.formatMessage({ id: 'signup.step2.title' })}
    >
      <TextField
        name="name"
        label={intl.formatMessage({ id: 'signup.name.label' })}
        hint={intl.formatMessage({ id: 'signup.name.hint' })}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        value={values.name}
        error={errorText('name')}
        onChange={(event) => changeField(actor, 'name')(event.target.value)}
      />
    </StepForm>
  )
}

/** Step 3: email and password, and the first message when a profile is the target. */
export function AccountStep({
  actor,
  values,
  errors,
  targetProfile,
  legalLinks,
  ...form
}: FormStepProps & { targetProfile: SignupTargetProfile | null; legalLinks: SignupLegalLinks }) {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  return (
    <StepForm
      {...form}
      actor={actor}
      fields={targetProfile ? ['email', 'password', 'signup_message'] : ['email', 'password']}
      heading={message('signup.step3.title')}
      submitLabel={message('signup.submit')}
      agreement={intl.formatMessage(
        { id: 'signup.terms' },
        {
          // A new tab: the form keeps what was typed while the member reads.
          terms: (text) => (
            <a href={legalLinks.terms} target="_blank" rel="noopener">
              {text}
            </a>
          ),
          privacy: (text) => (
            <a href={legalLinks.privacy} target="_blank" rel="noopener">
              {text}
            </a>
          ),
        },
      )}
    >
      <EmailField
        name="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        label={message('signup.email.label')}
        hint={message('signup.email.hint')}
        value={values.email}
        error={errorText('email')}
        onChange={(event) => changeField(actor, 'email')(event.target.value)}
      />
      <PasswordField
        purpose="new"
        name="password"
        label={message('signup.password.label')}
        hint={message('signup.password.hint', { min: signupLimits.passwordMin })}
        value={values.password}
        error={errorText('password')}
        onChange={(event) => changeField(actor, 'password')(event.target.value)}
      />
      {targetProfile ? (
        <>
          <p className={styles.target}>
            <Avatar name={targetProfile.name} src={targetProfile.photoUrl} alt="" size="md" />
            {message('signup.target.caption', { name: targetProfile.name })}
          </p>
          <TextArea
            name="signup_message"
            label={message('signup.message.label', { name: targetProfile.name })}
            hint={message('signup.message.hint', { max: signupLimits.signupMessageMax })}
            value={values.signup_message}
            error={errorText('signup_message')}
            onChange={(event) => changeField(actor, 'signup_message')(event.target.value)}
          />
        </>
      ) : null}
    </StepForm>
  )
}
