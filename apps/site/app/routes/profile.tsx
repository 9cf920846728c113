import type { Country } from '@dating/domain/countries'
import type { OwnProfileErrorId, OwnProfileField } from '@dating/domain/own-profile'
import { LinkButton } from '@dating/ui/Button'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { Box } from '@dating/ui/Box'
import { pageTitle } from '~/utils/meta.ts'
import {
  type PhotoResult,
  photoFailure,
  photoProblem,
  readPhotoPageForm,
  runPhotoIntent,
} from '~/utils/photo-action.server.ts'
import {
  formValuesFrom,
  formValuesOf,
  type OwnProfileFormValues,
  parseOwnProfileForm,
} from '~/utils/own-profile-form.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'ownProfile.title') },
]

// The photos and the details form are rendered on the server; their code (the fields, the
// photo dialog) loads after hydration, outside the first load (decision 036h). Both are plain POST
// forms, so they send natively before then.
const PhotoManager = markupUntilLoaded(() =>
  import('~/components/PhotoManager.tsx').then((module) => module.PhotoManager),
)
const OwnProfileForm = markupUntilLoaded(() =>
  import('~/components/OwnProfileForm.tsx').then((module) => module.OwnProfileForm),
)

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const profile = await api.getOwnProfile().catch(loginOnAuthRequired(request))
  const [settings, interests] = await Promise.all([
    api.getSettings({ domain: new URL(request.url).hostname }),
    api.getInterests(),
  ])
  const countryChoices: Country[] = settings.countries.includes(profile.country)
    ? settings.countries
    : [...settings.countries, profile.country]
  const regions = settings.region_data[profile.country]
    ? settings.region_data
    : { ...settings.region_data, ...(await api.getRegions(profile.country)) }
  return data(
    {
      profile,
      countryChoices,
      regions,
      interests: settings.interests ? interests : [],
    },
    { headers: responseHeaders },
  )
}

type SaveResult =
  | { intent: 'save'; ok: true }
  | {
      intent: 'save'
      ok: false
      values: OwnProfileFormValues
      errors: Partial<Record<OwnProfileField, OwnProfileErrorId>>
    }
type ActionResult = SaveResult | PhotoResult

export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const answer = (result: ActionResult, status = 200) =>
    data(result, { status, headers: responseHeaders })
  const form = await readPhotoPageForm(request)
  if (form === 'too_large') {
    return answer(photoProblem({ messageId: 'ownProfile.photos.tooLarge' }), 413)
  }
  const intent = form.get('intent')
  try {
    if (intent === 'save') {
      const values = formValuesFrom(form)
      const parsed = parseOwnProfileForm(values)
      if (!parsed.success) {
        return answer({ intent: 'save', ok: false, values, errors: parsed.errors }, 400)
      }
      try {
        await api.updateOwnProfile(parsed.edit)
      } catch (error) {
        // The form's own checks passed, so the api's objection is the name being the email.
        if (isApiError(error, 400) && error.code === 'validation_failed') {
          const errors = { name: 'ownProfile.error.nameEmail' } as const
          return answer({ intent: 'save', ok: false, values, errors }, 400)
        }
        throw error
      }
      return answer({ intent: 'save', ok: true })
    }
    const photo = await runPhotoIntent(api, form)
    if (photo) return answer(photo.result, photo.status)
  } catch (error) {
    const failure = photoFailure(request, error)
    return answer(failure.result, failure.status)
  }
  throw new Response(null, { status: 400 })
}

export default function OwnProfilePage() {
  const intl = useIntl()
  const { profile, countryChoices, regions, interests } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const save = result?.intent === 'save' ? result : null
  const photo = result?.intent === 'photo' ? result : null

  return (
    <div className={page.container}>
      <h1 className={page.heading}>{intl.formatMessage({ id: 'ownProfile.title' })}</h1>
      <p className={page.lead}>{intl.formatMessage({ id: 'ownProfile.intro' })}</p>
      <Box gap="xl" className={page.split}>
        <PhotoManager images={profile.images} limit={profile.photo_limit} notice={photo} />
        <OwnProfileForm
          // A saved profile remounts the form so it shows what was stored.
          key={save?.ok ? JSON.stringify(formValuesOf(profile)) : 'form'}
          values={save && !save.ok ? save.values : formValuesOf(profile)}
          errors={save && !save.ok ? save.errors : {}}
          countryChoices={countryChoices}
          regions={regions}
          interests={interests}
          status={save ? (save.ok ? 'saved' : 'invalid') : null}
        />
      </Box>
      <p>
        <LinkButton href={`/members/${profile.id}`} variant="ghost" size="sm">
          {intl.formatMessage({ id: 'ownProfile.viewPublic' })}
        </LinkButton>
      </p>
    </div>
  )
}
