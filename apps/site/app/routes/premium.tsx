import { limits } from '@dating/domain/constants'
import { LinkButton } from '@dating/ui/Button'
import { Box } from '@dating/ui/Box'
import type { MetaFunction } from '@remix-run/react'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/components/credits/credits.css.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'premium.title') }]

/** What premium gives (SPEC §1, §6); any credit package makes a member premium. */
export default function Premium() {
  const { member } = useRootData()
  const message = useMessage()
  return (
    <div className={page.narrow}>
      <h1 className={page.heading}>{message('premium.title')}</h1>
      {member?.paidUser ? <p className={page.lead}>{message('premium.already')}</p> : null}
      <p className={page.lead}>{message('premium.intro')}</p>
      <Box as="ul" display="grid" gap="xs" className={styles.benefits}>
        <li>{message('premium.benefit.photos')}</li>
        <li>{message('premium.benefit.upload', { count: limits.premiumPhotos })}</li>
        <li>{message('premium.benefit.functions')}</li>
        <li>{message('premium.benefit.noSubscription')}</li>
      </Box>
      <p>
        <LinkButton href="/credits" fullWidth>
          {message('premium.cta')}
        </LinkButton>
      </p>
    </div>
  )
}
