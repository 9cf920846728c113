import type { MailTemplate, MessageRef } from './template.ts'

/** News for the member (a message, a like…), worded by catalogue messages the caller names. */
export type NotificationMail = {
  subject: MessageRef
  paragraphs: MessageRef[]
  action?: { label: MessageRef; url: string }
}

export const notificationMail: MailTemplate<NotificationMail> = {
  category: 'notification',
  render: ({ subject, paragraphs, action }, { t }) => ({
    subject: t(subject.id, subject.values),
    blocks: [
      ...paragraphs.map((paragraph) => ({
        type: 'paragraph' as const,
        text: t(paragraph.id, paragraph.values),
      })),
      ...(action
        ? [
            {
              type: 'action' as const,
              label: t(action.label.id, action.label.values),
              url: action.url,
            },
          ]
        : []),
    ],
  }),
}
