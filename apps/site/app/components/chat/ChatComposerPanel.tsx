import { type GiftSlug, giftImagePath, giftSlugs } from '@dating/domain/chat'
import { photoMaxBytes } from '@dating/domain/own-profile'
import type { ChatPrices } from '@dating/domain/chat'
import { Button } from '@dating/ui/Button'
import { ChatComposer } from '@dating/ui/ChatComposer'
import { ChatPhotoDraft } from '@dating/ui/ChatPhotoDraft'
import { Icon } from '@dating/ui/Icon'
import { cameraGlyph } from '@dating/ui/glyphs/camera'
import { giftGlyph } from '@dating/ui/glyphs/gift'
import { starGlyph } from '@dating/ui/glyphs/star'
import { type RefObject, useEffect, useId, useState } from 'react'
import * as styles from './ChatComposerPanel.css.ts'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'
import { ChatPicker } from './ChatPicker.tsx'

export type ComposerSend = { text: string } | { gift: GiftSlug } | { gif: string } | { photo: File }

/**
 * The chat's composer (SPEC §2): the text, gifts and a photo are forms that post to the chat's
 * route (they work before the page's code and without it, under `fields`' client message id);
 * once the code is here `onSend` sends them and the page stays. Stickers need the code (their
 * search). Under it: the price, free messages left and the member's balance.
 */
export function ChatComposerPanel(props: {
  action: string
  fields: Readonly<Record<string, string>>
  defaultText: string
  inputRef: RefObject<HTMLTextAreaElement>
  prices: ChatPrices
  freeMessagesLeft: number
  disabled: boolean
  hydrated: boolean
  onInput: (text: string) => void
  onSend: (send: ComposerSend) => void
}) {
  const message = useMessage()
  const creditsText = useCreditsWithValue()
  const { brand, member } = useRootData()
  const [stickers, setStickers] = useState(false)
  const [photoTooLarge, setPhotoTooLarge] = useState(false)
  // Once the code is here a chosen photo shows as a draft to send or drop.
  const [photoDraft, setPhotoDraft] = useState<{ file: File; url: string } | null>(null)
  useEffect(
    () => () => (photoDraft ? URL.revokeObjectURL(photoDraft.url) : undefined),
    [photoDraft],
  )
  const photoFormId = useId()
  const { prices } = props
  const enhanced = props.hydrated ? props.onSend : null

  const price =
    props.freeMessagesLeft > 0
      ? message('chat.composer.freeLeft', { count: props.freeMessagesLeft })
      : prices.message > 0
        ? message('chat.composer.costValue', { cost: creditsText(prices.message) })
        : message('chat.composer.cost', { credits: 0 })
  const hint = (
    <span data-chat-price>
      {price}
      {member ? (
        <>
          {' · '}
          <span data-chat-balance>
            {message('chat.composer.balance', { balance: creditsText(member.credits) })}
          </span>
        </>
      ) : null}
    </span>
  )

  return (
    <div className={styles.composerPanel}>
      {photoDraft && enhanced ? (
        <ChatPhotoDraft
          src={photoDraft.url}
          alt={message('chat.photo.preview')}
          sendLabel={message('chat.photo.sendValue', { cost: creditsText(prices.photo) })}
          cancelLabel={message('chat.photo.cancel')}
          disabled={props.disabled || photoDraft.file.size > photoMaxBytes}
          note={
            photoDraft.file.size > photoMaxBytes
              ? message('chat.photo.tooLarge', { megabytes: photoMaxBytes / 1024 / 1024 })
              : null
          }
          onSend={() => {
            setPhotoDraft(null)
            enhanced({ photo: photoDraft.file })
          }}
          onCancel={() => setPhotoDraft(null)}
        />
      ) : null}
      {/* The photo's own multipart form; its file field and button sit in the composer's tools. */}
      <form
        id={photoFormId}
        method="post"
        action={props.action}
        encType="multipart/form-data"
        hidden
        onSubmit={(event) => {
          if (!enhanced) return
          event.preventDefault()
          const form = event.currentTarget
          const input = form.ownerDocument.querySelector<HTMLInputElement>(
            `input[type=file][form="${CSS.escape(photoFormId)}"]`,
          )
          const file = input?.files?.[0]
          if (!input || !file) return
          if (file.size > photoMaxBytes) {
            setPhotoTooLarge(true)
            return
          }
          setPhotoTooLarge(false)
          input.value = ''
          input.closest('details')?.removeAttribute('open')
          enhanced({ photo: file })
        }}
      >
        {Object.entries(props.fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
      </form>
      {stickers && props.hydrated ? (
        <ChatPicker
          kind="stickers"
          giftCredits={prices.gift}
          onGift={(gift) => props.onSend({ gift })}
          onSticker={(gif) => {
            setStickers(false)
            props.onSend({ gif })
          }}
        />
      ) : null}
      <ChatComposer
        action={props.action}
        fields={props.fields}
        defaultValue={props.defaultText}
        inputRef={props.inputRef}
        onInput={props.onInput}
        onSend={
          enhanced
            ? (data, form) => {
                const gift = data.get('gift')
                if (typeof gift === 'string' && (giftSlugs as readonly string[]).includes(gift)) {
                  enhanced({ gift: gift as GiftSlug })
                  form.querySelector('details')?.removeAttribute('open')
                  return
                }
                enhanced({ text: String(data.get('text') ?? '').trim() })
              }
            : undefined
        }
        label={message('chat.composer.label')}
        placeholder={message('chat.composer.placeholder')}
        sendLabel={message('chat.composer.send')}
        maxLength={prices.message_length}
        disabled={props.disabled}
        hint={hint}
        tools={
          <>
            <details className={styles.tool}>
              <summary className={styles.toolSummary}>
                <Icon glyph={giftGlyph} size="sm" />
                {message('chat.composer.gifts')}
              </summary>
              <div className={styles.picker} data-chat-picker="gifts">
                {giftSlugs.map((slug) => {
                  const name = message(`chat.gift.${slug}` as const)
                  const cost = creditsText(prices.gift)
                  return (
                    <button
                      key={slug}
                      type="submit"
                      name="gift"
                      value={slug}
                      formNoValidate
                      disabled={props.disabled}
                      className={styles.pickerItem}
                      aria-label={message('chat.gift.sendValue', { gift: name, cost })}
                    >
                      <img
                        className={styles.pickerImage}
                        src={mediaUrl(brand.cdnPrefix, giftImagePath(slug))}
                        alt=""
                      />
                      {name}
                      <span>{cost}</span>
                    </button>
                  )
                })}
              </div>
            </details>
            <details className={styles.tool}>
              <summary className={styles.toolSummary}>
                <Icon glyph={cameraGlyph} size="sm" />
                {message('chat.composer.photo')}
              </summary>
              <div className={styles.photoForm}>
                <label className={styles.photoLabel}>
                  {message('chat.photo.choose')}
                  <input
                    type="file"
                    name="photo"
                    form={photoFormId}
                    required
                    accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif"
                    data-chat-photo-input
                    onChange={(event) => {
                      const file = event.currentTarget.files?.[0]
                      if (!enhanced || !file) return
                      setPhotoDraft({ file, url: URL.createObjectURL(file) })
                      // The same file can be chosen again after a cancel.
                      event.currentTarget.value = ''
                      event.currentTarget.closest('details')?.removeAttribute('open')
                    }}
                  />
                </label>
                {photoTooLarge ? (
                  <p className={styles.notice}>
                    {message('chat.photo.tooLarge', { megabytes: photoMaxBytes / 1024 / 1024 })}
                  </p>
                ) : null}
                <Button type="submit" form={photoFormId} size="sm" disabled={props.disabled}>
                  {message('chat.photo.sendValue', { cost: creditsText(prices.photo) })}
                </Button>
              </div>
            </details>
            {props.hydrated ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={props.disabled}
                aria-pressed={stickers}
                iconStart={<Icon glyph={starGlyph} size="sm" />}
                onClick={() => setStickers(!stickers)}
              >
                {message('chat.composer.stickers')}
              </Button>
            ) : null}
          </>
        }
      />
    </div>
  )
}
