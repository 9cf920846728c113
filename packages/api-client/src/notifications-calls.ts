/**
 * Calls of /notifications (docs/api.md, Notifications and push): notification settings and
 * invisible mode, email notifications back on, push subscriptions, geocoding and the location.
 */
import { userResponseSchema, okResponseSchema, type User } from '@dating/domain/entities'
import { type GeocodeQuery, geocodeResponseSchema, type Place } from '@dating/domain/location'
import {
  type NotificationSettings,
  notificationSettingsResponseSchema,
} from '@dating/domain/notification-settings'
import type { PushSubscriptionInput } from '@dating/domain/push'
import { browserClient } from './browser-client.ts'
import type { ApiClient, CallOptions } from './client.ts'

export interface NotificationCalls {
  /** GET /api/notification-settings.php: email and push per kind, invisible mode. */
  getNotificationSettings(call?: CallOptions): Promise<NotificationSettings>
  /** PUT /api/notification-settings.php with the whole settings object. */
  updateNotificationSettings(
    settings: NotificationSettings,
    call?: CallOptions,
  ): Promise<NotificationSettings>
  /** POST /api/mail-notifications.php: email notifications on again (clears every reason). */
  enableMailNotifications(call?: CallOptions): Promise<User>
  /** POST /api/user.php?push=1 (SPEC §7): stores the browser's push subscription. */
  subscribePush(subscription: PushSubscriptionInput, call?: CallOptions): Promise<void>
  /** DELETE /api/push-subscription.php: forgets a subscription the browser gave up. */
  unsubscribePush(endpoint: string, call?: CallOptions): Promise<void>
  /** GET /api/geocode.php (SPEC §7): the bundled place nearest to a position. */
  geocode(position: GeocodeQuery, call?: CallOptions): Promise<Place>
  /** PUT /api/location.php: the profile's country and region from a position. */
  setLocation(position: GeocodeQuery, call?: CallOptions): Promise<Place>
}

export function createNotificationCalls(client: ApiClient): NotificationCalls {
  return {
    getNotificationSettings: async (call) => {
      const { data } = await client.request(notificationSettingsResponseSchema, {
        ...call,
        path: '/api/notification-settings.php',
      })
      return data.settings
    },

    updateNotificationSettings: async (settings, call) => {
      const { data } = await client.request(notificationSettingsResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/notification-settings.php',
        body: settings,
      })
      return data.settings
    },

    enableMailNotifications: async (call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/mail-notifications.php',
        body: {},
      })
      return data.user
    },

    subscribePush: async (subscription, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/user.php',
        query: { push: 1 },
        body: { subscription },
      })
    },

    unsubscribePush: async (endpoint, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/push-subscription.php',
        body: { endpoint },
      })
    },

    geocode: async (position, call) => {
      const { data } = await client.request(geocodeResponseSchema, {
        ...call,
        path: '/api/geocode.php',
        query: { lat: position.lat, lon: position.lon },
      })
      return data.place
    },

    setLocation: async (position, call) => {
      const { data } = await client.request(geocodeResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/location.php',
        body: position,
      })
      return data.place
    },
  }
}

let browserCalls: NotificationCalls | null = null

/** The calls from the browser, same-origin through the app's /api proxy. */
export function notificationCallsInBrowser(): NotificationCalls {
  browserCalls ??= createNotificationCalls(browserClient())
  return browserCalls
}
