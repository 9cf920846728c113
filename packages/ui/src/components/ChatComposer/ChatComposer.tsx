import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from 'react'
import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { chatGlyph } from '../Icon/glyphs/chat.tsx'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import * as styles from './ChatComposer.css.ts'

export type ChatComposerProps = {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  label: string
  placeholder: string
  sendLabel: string
  maxLength: number
  disabled?: boolean
  /** Under the input: the price of a message, free messages left. */
  hint?: ReactNode
  /** Buttons beside the hint, e.g. gifts and stickers. */
  tools?: ReactNode
}

/** The message input of a chat: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer(props: ChatComposerProps) {
  const inputId = useId()
  const empty = props.value.trim() === ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!empty && !props.disabled) props.onSend()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }
  return (
    <form className={styles.composer} onSubmit={submit}>
      <div className={styles.row}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {props.label}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          rows={1}
          value={props.value}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          disabled={props.disabled || empty}
          iconStart={<Icon glyph={chatGlyph} size="sm" />}
        >
          {props.sendLabel}
        </Button>
      </div>
      {props.hint || props.tools ? (
        <div className={styles.footer}>
          {props.tools}
          {props.hint}
        </div>
      ) : null}
    </form>
  )
}
