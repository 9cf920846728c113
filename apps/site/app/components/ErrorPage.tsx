import { plainText } from '@dating/i18n/compiled-messages'
import type { MessageId } from '@dating/i18n/message-ids'
import { LinkButton } from '@dating/ui/Button'
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Component, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import * as styles from './ErrorPage.css.ts'

/** A message a thrown response carries for the visitor: a text body or `{ message }` (api errors). */
export function responseMessage(data: unknown): string | null {
  if (typeof data === 'string') return data.trim() === '' ? null : data.slice(0, 300)
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown }
    return typeof message === 'string' && message.trim() !== '' ? message.slice(0, 300) : null
  }
  return null
}

/** The error boundary's page: the status and message of a thrown response, else 500 'Error'. */
export function ErrorPage() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message = isRouteErrorResponse(error) ? responseMessage(error.data) : null
  return (
    <ErrorPageBoundary>
      <ErrorView status={status} message={message} />
    </ErrorPageBoundary>
  )
}

/**
 * The error page of SPEC §8: 404 says the page could not be found and links home; any other
 * status shows the error's message ('Error' by default) and asks to try again, without a home
 * link that would not help.
 */
export function ErrorView({ status, message = null }: { status: number; message?: string | null }) {
  const intl = useIntl()
  const notFound = status === 404
  return (
    <div className={page.container}>
      <section className={styles.panel} aria-labelledby="error-title">
        <p className={styles.status}>{status}</p>
        <h1 id="error-title" className={page.heading}>
          {notFound
            ? intl.formatMessage({ id: 'error.notFound.title' })
            : (message ?? intl.formatMessage({ id: 'error.default.title' }))}
        </h1>
        {notFound ? (
          <LinkButton href="/" variant="primary">
            {intl.formatMessage({ id: 'error.notFound.backHome' })}
          </LinkButton>
        ) : (
          <p className={page.lead}>
            {intl.formatMessage({ id: status >= 500 ? 'error.tryAgainLater' : 'error.occurred' })}
          </p>
        )}
      </section>
    </div>
  )
}

/** SPEC §8: when the error page itself fails, a plain notice with a way home. */
export function ErrorPageFailed() {
  const intl = useIntl()
  const text = (id: MessageId, fallback: string) => plainText(intl.messages[id]) ?? fallback
  return (
    <div className={page.container}>
      <section className={styles.panel} aria-labelledby="error-failed-title">
        <h1 id="error-failed-title" className={page.heading}>
          {text('error.errorPage.failed', 'An error occurred while showing the error page')}
        </h1>
        <a href="/">{text('error.errorPage.goHome', 'Go back to home')}</a>
      </section>
    </div>
  )
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('[site] the error page failed:', error)
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children
  }
}
