import type { MessageId } from '@dating/i18n/message-ids'
import { notificationCallsInBrowser } from '@dating/api-client/notifications-calls'
import { ApiError } from '@dating/api-client/errors'
import { regionsByCountry } from '@dating/domain/countries'
import type { GeolocationState, Place } from '@dating/domain/location'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Inline } from '@dating/ui/Inline'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { SettingsSection } from './SettingsSection.tsx'

/** SPEC §4: unsupported, unknown (no Permissions API), or the browser's permission state. */
function useGeolocationState(): GeolocationState {
  const [state, setState] = useState<GeolocationState>('unknown')
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState('unsupported')
      return
    }
    if (!navigator.permissions?.query) return
    let status: PermissionStatus | null = null
    const update = () => status && setState(status.state)
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((found) => {
        status = found
        update()
        found.addEventListener('change', update)
      })
      .catch(() => {})
    return () => status?.removeEventListener('change', update)
  }, [])
  return state
}

function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          // About 100 m: enough for the nearest town, no more than that leaves the device.
          lat: Math.round(position.coords.latitude * 1000) / 1000,
          lon: Math.round(position.coords.longitude * 1000) / 1000,
        }),
      reject,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    ),
  )
}

type Outcome =
  | { kind: 'found'; place: Place; position: { lat: number; lon: number } }
  | { kind: 'saved'; place: Place }
  | { kind: 'error'; message: string }

/** The location option: the device's position names a place, which can become the region. */
export function LocationSection() {
  const intl = useIntl()
  const state = useGeolocationState()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const text = (id: MessageId, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values)
  const placeValues = (place: Place) => ({
    place: place.name,
    region:
      regionsByCountry[place.country].find((region) => region.id === place.region)?.name ??
      place.region,
    country: text(`country.${place.country}`),
  })
  const failure = (error: unknown): Outcome => ({
    kind: 'error',
    message:
      error instanceof ApiError && error.code === 'no_place'
        ? text('location.error.noPlace')
        : text('location.error.failed'),
  })

  const locate = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      const position = await currentPosition()
      const place = await notificationCallsInBrowser().geocode(position)
      setOutcome({ kind: 'found', place, position })
    } catch (error) {
      setOutcome(failure(error))
    } finally {
      setBusy(false)
    }
  }

  const save = async (position: { lat: number; lon: number }) => {
    setBusy(true)
    try {
      setOutcome({ kind: 'saved', place: await notificationCallsInBrowser().setLocation(position) })
    } catch (error) {
      setOutcome(failure(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection id="location" title={text('location.title')} intro={text('location.intro')}>
      <p data-geolocation-state={state}>{text(`location.state.${state}`)}</p>
      {outcome?.kind === 'found' ? (
        <Alert
          tone="info"
          announce
          actions={
            <Button size="sm" onClick={() => save(outcome.position)} loading={busy}>
              {text('location.use')}
            </Button>
          }
        >
          {text('location.found', placeValues(outcome.place))}
        </Alert>
      ) : null}
      {outcome?.kind === 'saved' ? (
        <Alert tone="success" announce>
          {text('location.saved', placeValues(outcome.place))}
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? (
        <Alert tone="danger" announce>
          {outcome.message}
        </Alert>
      ) : null}
      {state !== 'unsupported' && state !== 'denied' ? (
        <Inline space="sm">
          <Button variant="secondary" onClick={locate} loading={busy && outcome?.kind !== 'found'}>
            {text('location.locate')}
          </Button>
        </Inline>
      ) : null}
    </SettingsSection>
  )
}
