import type { DiscountCode } from '@dating/domain/discount-codes'
import { LinkButton } from '@dating/ui/Button'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './account-deletion.css.ts'
import { keepAccountPath } from '~/utils/account-deletion.ts'

/** After "Keep my account and take the discount": the member stays and sees their code. */
export function DiscountTaken({
  discount,
  focusOnMount,
}: {
  discount: DiscountCode
  focusOnMount: boolean
}) {
  const intl = useIntl()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])
  const date = intl.formatDate(discount.expires, { dateStyle: 'long' })
  return (
    <Stack as="section" space="lg" aria-live="polite">
      <Box as="h2" fontWeight="bold" fontSize="lg" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: 'accountDeletion.discount.title' })}
      </Box>
      <p>
        {intl.formatMessage(
          { id: 'accountDeletion.discount.code' },
          {
            code: (
              <strong key="code" className={styles.code} data-testid="discount-code">
                {discount.code}
              </strong>
            ),
            percent: discount.value_percentage,
            date,
          },
        )}
      </p>
      <Inline space="sm" align="center">
        <LinkButton href={keepAccountPath} variant="primary">
          {intl.formatMessage({ id: 'accountDeletion.discount.done' })}
        </LinkButton>
      </Inline>
    </Stack>
  )
}
