import { type DirectDebitField, directDebitRules } from '@dating/domain/direct-debit'
import { formatMoney } from '@dating/domain/money'
import { Button } from '@dating/ui/Button'
import { FieldError } from '@dating/ui/FieldMessage'
import { PhoneCodeField } from '@dating/ui/PhoneCodeField'
import { TextField } from '@dating/ui/TextField'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { useIntl } from 'react-intl'
import type { loader } from '~/routes/directdebit.tsx'
import * as page from '~/styles/page.css.ts'
import type { DirectDebitFormResult } from '~/utils/direct-debit-form.server.ts'
import { formErrorText } from '~/utils/form-errors.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useFocusFirstError } from '~/utils/use-focus-first-error.ts'
import { useMessage } from '~/utils/use-message.ts'
import { FormAlert } from './FormAlert.tsx'
import { PaymentConsent } from './PaymentConsent.tsx'
import { QuoteSummary } from './QuoteSummary.tsx'

/**
 * The price, quote and SEPA mandate form of /directdebit: account, address, SMS code,
 * authorisation.
 */
export function DirectDebitForm() {
  const intl = useIntl()
  const message = useMessage()
  const { item, quote } = useLoaderData<typeof loader>()
  const { brand, company } = useRootData()
  const result = useActionData<DirectDebitFormResult>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const sending = busy && navigation.formData?.get('intent') === 'code'
  const amount = formatMoney(quote.amount, quote.currency, intl.locale)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, result?.errors)
  const errorFor = (field: keyof NonNullable<DirectDebitFormResult['errors']>) =>
    formErrorText(message, result?.errors?.[field])
  const field = (
    name: Exclude<DirectDebitField, 'phone' | 'otp'>,
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      defaultValue={result?.values[name]}
      error={errorFor(name) ?? undefined}
    />
  )

  return (
    <>
      <p className={page.lead}>
        {message('credits.package.title', { count: item.credits })}:{' '}
        {message('directDebit.intro', { amount })}
      </p>
      <QuoteSummary quote={quote} />
      <Stack as={Form} space="md" method="post" noValidate ref={formRef}>
        <input type="hidden" name="package" value={item.id} />
        {quote.discount_code ? (
          <input type="hidden" name="discount_code" value={quote.discount_code} />
        ) : null}
        {errorFor('form') ? <FormAlert>{errorFor('form')}</FormAlert> : null}
        {field('account_holder', message('directDebit.accountHolder'), 'name')}
        <TextField
          label={message('directDebit.iban')}
          name="iban"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={result?.values.iban}
          error={errorFor('iban') ?? undefined}
        />
        {field('street', message('directDebit.street'), 'address-line1')}
        {field('house_number', message('directDebit.houseNumber'), 'address-line2')}
        {field('zip', message('directDebit.zip'), 'postal-code')}
        {field('city', message('directDebit.city'), 'address-level2')}
        <PhoneCodeField
          label={message('directDebit.phone')}
          name="phone"
          defaultValue={result?.values.phone}
          error={errorFor('phone') ?? undefined}
          sendLabel={message('directDebit.sendCode')}
          sendName="intent"
          sendValue="code"
          sending={sending}
          sentNotice={
            result?.codeSentTo
              ? message('directDebit.codeSent', { phone: result.codeSentTo })
              : undefined
          }
        />
        <TextField
          label={message('directDebit.otp')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={directDebitRules.otpLength}
          defaultValue={result?.values.otp}
          error={errorFor('otp') ?? undefined}
        />
        <Inline as="label" space="sm" align="flex-start" nowrap>
          <input
            type="checkbox"
            name="authorisation"
            aria-invalid={errorFor('authorisation') ? true : undefined}
            aria-describedby={errorFor('authorisation') ? 'authorisation-error' : undefined}
          />
          <span>
            {message('directDebit.authorisation', {
              company: company?.name || brand.name,
              amount,
            })}
          </span>
        </Inline>
        {errorFor('authorisation') ? (
          <FieldError id="authorisation-error">{errorFor('authorisation')}</FieldError>
        ) : null}
        <PaymentConsent label={message('credits.checkout.consent')} error={errorFor('consent')} />
        <Button type="submit" name="intent" value="mandate" fullWidth loading={busy && !sending}>
          {message('directDebit.submit')}
        </Button>
      </Stack>
    </>
  )
}
