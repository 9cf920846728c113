import type { Refusal } from '@dating/machines/chat'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import * as styles from './ChatScreen.css.ts'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

/** Why a send was refused, above the composer: credits, premium, or the api's words. */
export function ChatRefusal({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const message = useMessage()
  const creditsText = useCreditsWithValue()
  const { member } = useRootData()
  if (refusal.kind === 'unconfirmed') return null
  return (
    <div className={styles.alertBox}>
      {refusal.kind === 'credits' ? (
        <Alert
          tone="warning"
          announce
          title={message('chat.outOfCredits.title')}
          actions={
            <LinkButton href="/credits" size="sm">
              {message('chat.outOfCredits.cta')}
            </LinkButton>
          }
        >
          {message('api.error.out_of_credits')}{' '}
          {message('chat.outOfCredits.value', {
            cost: creditsText(refusal.cost),
            balance: creditsText(member?.credits ?? 0),
          })}
        </Alert>
      ) : refusal.kind === 'premium' ? (
        <Alert
          tone="info"
          announce
          title={message('chat.premium.title')}
          actions={
            <LinkButton href="/premium" size="sm">
              {message('chat.premium.cta')}
            </LinkButton>
          }
        >
          {message('chat.premium.text')}
        </Alert>
      ) : (
        <Alert tone="danger" announce onDismiss={onDismiss}>
          {refusal.text || message('chat.send.failed')}
        </Alert>
      )}
    </div>
  )
}
