import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useId } from 'react'
import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { chatGlyph } from '../Icon/glyphs/chat.tsx'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import * as styles from './ChatComposer.css.ts'

export type ChatComposerProps = {
  /** Where the form posts: the chat's route, whose action sends. */
  action?: string
  /** Posted with the text: the other member, the client message id. */
  fields?: Readonly<Record<string, string>>
  /** The name of the text field. */
  name?: string
  defaultValue?: string
  inputRef?: Ref<HTMLTextAreaElement>
  /** Each change of the text, e.g. to tell the other member that the member types. */
  onInput?: (value: string) => void
  /**
   * Once the page's code is here, sends the form's data itself (the page stays); without it,
   * or before the code arrives, the browser posts the form. The data holds the button pressed
   * (a gift names itself).
   */
  onSend?: (data: FormData, form: HTMLFormElement) => void
  label: string
  placeholder: string
  sendLabel: string
  maxLength: number
  disabled?: boolean
  /** Under the input: the price of a message, free messages left, the balance. */
  hint?: ReactNode
  /** Buttons beside the hint, e.g. gifts and stickers; submit buttons in it post the form. */
  tools?: ReactNode
}

type SubmitEventWithSubmitter = FormEvent<HTMLFormElement> & {
  nativeEvent: { submitter?: HTMLElement | null }
}

/**
 * The message input of a chat, a form that posts to the chat's route: Enter sends, Shift+Enter
 * starts a new line. It works before its code arrives (the browser posts it) and keeps what was
 * typed then: the text is the field's own, not the code's.
 */
export function ChatComposer(props: ChatComposerProps) {
  const inputId = useId()
  const name = props.name ?? 'text'
  const submit = (event: SubmitEventWithSubmitter) => {
    if (!props.onSend) return
    event.preventDefault()
    if (props.disabled) return
    const form = event.currentTarget
    const pressed = event.nativeEvent.submitter
    const submitter = pressed instanceof HTMLButtonElement && pressed.form === form ? pressed : null
    const data = submitter ? new FormData(form, submitter) : new FormData(form)
    const pressedOther = submitter !== null && submitter.name !== ''
    if (!pressedOther && String(data.get(name) ?? '').trim() === '') return
    props.onSend(data, form)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (event.currentTarget.value.trim() !== '') event.currentTarget.form?.requestSubmit()
  }
  return (
    <form
      className={styles.composer}
      method="post"
      action={props.action}
      onSubmit={submit}
      data-chat-composer
    >
      {Object.entries(props.fields ?? {}).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <div className={styles.row}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {props.label}
        </label>
        <textarea
          id={inputId}
          ref={props.inputRef}
          name={name}
          className={styles.input}
          rows={1}
          required
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          disabled={props.disabled}
          onInput={(event) => props.onInput?.(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          disabled={props.disabled}
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
