import { LinkButton } from '@dating/ui/Button'
import { Box } from '@dating/ui/Box'
import { type ReactNode, useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { type DeletionChoice, keepAccountPath } from '~/utils/account-deletion.ts'

/** Heading and "Step n of m" of one step; focus moves to it when a step replaces another. */
export function StepHeading({
  step,
  total,
  focusOnMount,
  children,
}: {
  step: number
  total: number
  focusOnMount: boolean
  children: ReactNode
}) {
  const intl = useIntl()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])
  return (
    <div>
      <Box as="p" color="muted" fontSize="sm" marginBottom="xs">
        {intl.formatMessage({ id: 'accountDeletion.progress' }, { step, total })}
      </Box>
      <Box as="h2" fontWeight="bold" fontSize="lg" ref={headingRef} tabIndex={-1}>
        {children}
      </Box>
    </div>
  )
}

/** The way out, on every step. */
export function KeepAccountLink({ primary = false }: { primary?: boolean }) {
  const intl = useIntl()
  return (
    <LinkButton href={keepAccountPath} variant={primary ? 'primary' : 'secondary'}>
      {intl.formatMessage({ id: 'accountDeletion.keep' })}
    </LinkButton>
  )
}

/** What the earlier steps chose, carried by the form to the next one. */
export function ChoiceFields({ choice }: { choice: DeletionChoice }) {
  return (
    <>
      {choice.reason ? <input type="hidden" name="reason" value={choice.reason} /> : null}
      <input type="hidden" name="note" value={choice.note} />
    </>
  )
}
