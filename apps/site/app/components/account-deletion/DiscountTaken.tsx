import type { DiscountCode } from '@dating/domain/discount-codes'
import { LinkButton } from '@dating/ui/Button'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/account-deletion.css.ts'
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
    <section className={styles.form} aria-live="polite">
      <h2 ref={headingRef} tabIndex={-1} className={styles.offerTitle}>
        {intl.formatMessage({ id: 'accountDeletion.discount.title' })}
      </h2>
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
      <div className={styles.actions}>
        <LinkButton href={keepAccountPath} variant="primary">
          {intl.formatMessage({ id: 'accountDeletion.discount.done' })}
        </LinkButton>
      </div>
    </section>
  )
}
