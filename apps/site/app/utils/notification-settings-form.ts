import {
  type notificationChannels,
  notificationKinds,
  type NotificationSettings,
} from '@dating/domain/notification-settings'

/** The field name of one switch of the notification settings form, e.g. `email.like`. */
export function settingFieldName(channel: string, kind: string): string {
  return `${channel}.${kind}`
}

export const invisibleFieldName = 'invisible'

/**
 * The settings a submitted form means: a switch that is on posts its name, one that is off
 * posts nothing, so every setting is known from the form alone.
 */
export function settingsFromForm(form: FormData): NotificationSettings {
  const perChannel = (channel: (typeof notificationChannels)[number]) =>
    Object.fromEntries(
      notificationKinds.map((kind) => [kind, form.has(settingFieldName(channel, kind))]),
    ) as NotificationSettings['email']
  return {
    email: perChannel('email'),
    push: perChannel('push'),
    invisible: form.has(invisibleFieldName),
  }
}
