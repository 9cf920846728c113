import { LinkButton } from '@dating/ui/Button'
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import * as styles from './ErrorPage.css.ts'

/** The error boundary's page: the status of a thrown response, else 500. */
export function ErrorPage() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />
}

/** The error page of SPEC §8: 404 with a way home, anything else 'Error'. */
export function ErrorView({ status }: { status: number }) {
  const intl = useIntl()
  const notFound = status === 404
  return (
    <div className={page.container}>
      <section className={styles.panel} aria-labelledby="error-title">
        <p className={styles.status}>{status}</p>
        <h1 id="error-title" className={page.heading}>
          {intl.formatMessage({ id: notFound ? 'error.notFound.title' : 'error.default.title' })}
        </h1>
        {notFound ? null : (
          <p className={page.lead}>{intl.formatMessage({ id: 'error.tryAgainLater' })}</p>
        )}
        <LinkButton href="/" variant={notFound ? 'primary' : 'secondary'}>
          {intl.formatMessage({ id: 'error.notFound.backHome' })}
        </LinkButton>
      </section>
    </div>
  )
}
