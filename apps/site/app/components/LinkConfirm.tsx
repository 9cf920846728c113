import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Form, useNavigation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'

/**
 * What a mailed link (activation, login, email change, reactivation) shows when opened: one
 * button that POSTs the token. Mail scanners and crafted links only fetch the page, so they
 * change nothing (docs/decisions/014-links-act-on-post.md).
 */
export function LinkConfirm({ field, token }: { field: string; token: string }) {
  const intl = useIntl()
  const navigation = useNavigation()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <div className={page.stack}>
          <h1 className={page.heading}>{intl.formatMessage({ id: 'trust.link.title' })}</h1>
          <p>{intl.formatMessage({ id: 'trust.link.text' })}</p>
          <Form method="post" replace>
            <input type="hidden" name={field} value={token} />
            <Button type="submit" size="lg" fullWidth loading={navigation.state !== 'idle'}>
              {intl.formatMessage({ id: 'trust.link.button' })}
            </Button>
          </Form>
        </div>
      </Card>
    </div>
  )
}
