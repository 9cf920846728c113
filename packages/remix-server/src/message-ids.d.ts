import type { MessageId } from '@dating/i18n/message-ids'

// react-intl checks every formatMessage({ id }) and <FormattedMessage id> against the catalogue.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
