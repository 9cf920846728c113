import { LinkButton } from '@dating/ui/Button'
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from './LanderErrorPage.css.ts'

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500
}

/**
 * SPEC §8's error page: 404 'This page could not be found' with a way back to the home page,
 * anything else 'Error'. Home is the member site, since a lander has no home of its own.
 */
export function LanderErrorPage({ siteUrl }: { siteUrl: string | null }) {
  const error = useRouteError()
  const status = statusOf(error)
  if (siteUrl === null) {
    return (
      <main className={styles.errorPage}>
        <p className={styles.status}>{status}</p>
      </main>
    )
  }
  return <TranslatedErrorPage status={status} siteUrl={siteUrl} />
}

function TranslatedErrorPage({ status, siteUrl }: { status: number; siteUrl: string }) {
  const intl = useIntl()
  const notFound = status === 404
  return (
    <section className={styles.errorPage}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>
        {intl.formatMessage({ id: notFound ? 'error.notFound.title' : 'error.default.title' })}
      </h1>
      {notFound ? null : (
        <p className={styles.text}>{intl.formatMessage({ id: 'error.tryAgainLater' })}</p>
      )}
      <LinkButton href={`${siteUrl}/`} variant={notFound ? 'primary' : 'ghost'}>
        {intl.formatMessage({
          id: notFound ? 'error.notFound.backHome' : 'error.errorPage.goHome',
        })}
      </LinkButton>
    </section>
  )
}
