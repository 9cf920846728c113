import type { MessageId } from '@dating/i18n/message-ids'
import { exportPath } from '@dating/domain/account'
import { limits } from '@dating/domain/constants'
import { retentionCodeDays } from '@dating/domain/discount-codes'
import { signupLimits } from '@dating/domain/signup-limits'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Link } from '@dating/ui/Link'
import { PasswordField } from '@dating/ui/PasswordField'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Form } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from './account-deletion.css.ts'
import {
  type BrandOffers,
  type DeletionChoice,
  type RetentionOffer,
  retentionOffersFor,
} from '~/utils/account-deletion.ts'
import { ChoiceFields, KeepAccountLink, StepHeading } from './StepFrame.tsx'

/**
 * Step 2: a way to stay that fits the reason; staying is the first button (taking the
 * discount, where it is offered, is the first way to stay, and asks for the password: the api
 * gives the code only to a deletion flow started with it).
 */
export function OfferStep({
  choice,
  offers: brand,
  total,
  passwordError,
  problem,
  focusOnMount,
  submitting,
  taking,
}: {
  choice: DeletionChoice
  offers: BrandOffers
  total: number
  /** Catalogue id of the discount's password field's error. */
  passwordError?: MessageId | undefined
  /** The api's own message for another refusal of the discount. */
  problem?: string | undefined
  focusOnMount: boolean
  submitting: boolean
  taking: boolean
}) {
  const intl = useIntl()
  const offers = retentionOffersFor(choice.reason, brand)
  return (
    <Stack as={Form} space="lg" method="post" noValidate>
      <StepHeading step={2} total={total} focusOnMount={focusOnMount}>
        {intl.formatMessage({ id: 'accountDeletion.offer.title' })}
      </StepHeading>
      <ChoiceFields choice={choice} />
      {offers.map((offer) => (
        <Offer
          key={offer}
          offer={offer}
          brand={brand}
          taking={taking}
          passwordError={passwordError}
          problem={problem}
        />
      ))}
      <Inline space="sm" align="center">
        <KeepAccountLink primary={!offers.includes('discount')} />
        <Button
          type="submit"
          name="intent"
          value="continue"
          variant="secondary"
          loading={submitting}
        >
          {intl.formatMessage({ id: 'accountDeletion.offer.continue' })}
        </Button>
        <Button type="submit" name="intent" value="back" variant="ghost">
          {intl.formatMessage({ id: 'accountDeletion.back' })}
        </Button>
      </Inline>
    </Stack>
  )
}

function Offer({
  offer,
  brand,
  taking,
  passwordError,
  problem,
}: {
  offer: RetentionOffer
  brand: BrandOffers
  taking: boolean
  passwordError?: MessageId | undefined
  problem?: string | undefined
}) {
  const intl = useIntl()
  if (offer === 'discount') {
    const values = { percent: brand.deleteDiscount, days: retentionCodeDays }
    const title = intl.formatMessage({ id: 'accountDeletion.offer.discount.title' }, values)
    return (
      <Stack
        as="section"
        space="sm"
        padding="md"
        borderRadius="md"
        background="surfaceSunken"
        aria-label={title}
      >
        <Box as="p" fontWeight="bold" fontSize="lg">
          {title}
        </Box>
        <p>{intl.formatMessage({ id: 'accountDeletion.offer.discount.text' }, values)}</p>
        {problem ? (
          <Alert tone="danger" announce>
            {problem}
          </Alert>
        ) : null}
        {/* Not `required`: "Continue deleting" in the same form needs no password. */}
        <PasswordField
          purpose="current"
          name="password"
          maxLength={signupLimits.passwordMax}
          label={intl.formatMessage({ id: 'accountDeletion.offer.discount.password' })}
          error={passwordError ? intl.formatMessage({ id: passwordError }) : undefined}
        />
        <div>
          <Button
            type="submit"
            name="intent"
            value="take-discount"
            loading={taking}
            className={styles.wrappingButton}
          >
            {intl.formatMessage({ id: 'accountDeletion.offer.discount.take' })}
          </Button>
        </div>
      </Stack>
    )
  }
  const message = (id: MessageId, values?: Record<string, number>) =>
    intl.formatMessage({ id }, values)
  const title = message(`accountDeletion.offer.${offer}.title`)

  return (
    <Stack
      as="section"
      space="sm"
      padding="md"
      borderRadius="md"
      background="surfaceSunken"
      aria-label={title}
    >
      <Box as="p" fontWeight="bold" fontSize="lg">
        {title}
      </Box>
      {offer === 'take_break' ? (
        <p>{message('accountDeletion.offer.take_break.text', { days: limits.reactivationDays })}</p>
      ) : null}
      {offer === 'better_profile' ? (
        <>
          <ul className={styles.tips}>
            <li>{message('accountDeletion.offer.better_profile.photos')}</li>
            <li>{message('accountDeletion.offer.better_profile.about')}</li>
            <li>{message('accountDeletion.offer.better_profile.search')}</li>
          </ul>
          <p>
            <Link href="/profile">{message('accountDeletion.offer.better_profile.link')}</Link>
          </p>
        </>
      ) : null}
      {offer === 'privacy_controls' ? (
        <>
          <p>{message('accountDeletion.offer.privacy_controls.text')}</p>
          <p>
            {/* A file, not a page of the router. */}
            <a href={exportPath} download>
              {intl.formatMessage({ id: 'settings.data.download' })}
            </a>
          </p>
        </>
      ) : null}
    </Stack>
  )
}
