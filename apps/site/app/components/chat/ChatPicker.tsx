import { chatCallsInBrowser } from '@dating/api-client/chat-calls'
import { type Gif, type GiftSlug, giftImagePath, giftSlugs } from '@dating/domain/chat'
import { TextField } from '@dating/ui/TextField'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './ChatPicker.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useCreditsWithValue } from '~/utils/credits-value.ts'

const searchDelayMs = 300

/** The gift catalogue, or the sticker and gif search, above the composer. */
export function ChatPicker(props: {
  kind: 'gifts' | 'stickers'
  giftCredits: number
  onGift: (gift: GiftSlug) => void
  onSticker: (id: string) => void
}) {
  const intl = useIntl()
  const { brand } = useRootData()
  const creditsText = useCreditsWithValue()
  const [query, setQuery] = useState('')
  const [gifs, setGifs] = useState<Gif[] | null>(null)

  useEffect(() => {
    if (props.kind !== 'stickers') return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      chatCallsInBrowser()
        .searchGifs(query, { signal: controller.signal })
        .then(setGifs)
        .catch(() => setGifs([]))
    }, searchDelayMs)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [props.kind, query])

  if (props.kind === 'gifts') {
    const cost = creditsText(props.giftCredits)
    return (
      <div className={styles.picker} data-chat-picker="gifts">
        {giftSlugs.map((slug) => {
          const name = intl.formatMessage({ id: `chat.gift.${slug}` })
          return (
            <button
              key={slug}
              type="button"
              className={styles.pickerItem}
              onClick={() => props.onGift(slug)}
              aria-label={intl.formatMessage({ id: 'chat.gift.sendValue' }, { gift: name, cost })}
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
    )
  }
  return (
    <div data-chat-picker="stickers">
      <div className={styles.alertBox}>
        <TextField
          label={intl.formatMessage({ id: 'chat.gifs.search' })}
          hideLabel
          type="search"
          value={query}
          placeholder={intl.formatMessage({ id: 'chat.gifs.search' })}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className={styles.picker}>
        {gifs?.length === 0 ? <p>{intl.formatMessage({ id: 'chat.gifs.none' })}</p> : null}
        {gifs?.map((gif) => (
          <button
            key={gif.id}
            type="button"
            className={styles.pickerItem}
            onClick={() => props.onSticker(gif.id)}
            aria-label={gif.title}
          >
            <img className={styles.pickerImage} src={gif.url} alt="" />
          </button>
        ))}
      </div>
    </div>
  )
}
