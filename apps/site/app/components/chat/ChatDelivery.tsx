import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { ChatSendData } from './chat-send.ts'

/**
 * One message on its way: its form data posted to the chat's route action by a fetcher (so
 * the page's loaders, the balance among them, reload after it), again for each retry under the
 * same client message id. Renders nothing.
 */
export function ChatDelivery(props: {
  clientId: string
  attempt: number
  data: FormData
  action: string
  onAnswer: (clientId: string, answer: ChatSendData) => void
}) {
  const fetcher = useFetcher<ChatSendData>({ key: `chat-send-${props.clientId}` })
  const submitted = useRef(0)
  const { submit } = fetcher
  const { attempt, data, action } = props

  useEffect(() => {
    if (submitted.current >= attempt) return
    submitted.current = attempt
    submit(data, {
      method: 'post',
      action,
      encType: data.has('photo') ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
    })
  }, [attempt, data, action, submit])

  const { onAnswer, clientId } = props
  useEffect(() => {
    if (fetcher.data) onAnswer(clientId, fetcher.data)
  }, [fetcher.data, onAnswer, clientId])
  return null
}
