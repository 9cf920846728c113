import type { SwipeGame } from '@dating/domain/entities'
import { idParamSchema } from '@dating/domain/ids'
import { swipeActions } from '@dating/domain/likes'
import type { SwipeGameView as SwipeGameViewState } from '@dating/machines/swipe-game/selectors'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import * as v from 'valibot'
import { SwipeGameView } from '~/components/swipe-game/SwipeGameView.tsx'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { useLaterModule } from '@dating/ui/later'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { loginIfAuthRequired, loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const game = await api.getSwipeGame().catch(loginOnAuthRequired(request))
  return data({ game }, { headers: responseHeaders })
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'swipeGame.title') },
]

const swipeFormSchema = v.object({
  profile_id: idParamSchema,
  action: v.picklist(swipeActions),
  /** The card's name, for the notice of a match. */
  name: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
})

/**
 * A like or pass posted by the page's form before the game's code runs (or without
 * JavaScript): the page comes back with the next card, and a match or a refusal as a notice.
 * A repeated post is harmless: the api keeps one like and one pass per card.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = v.safeParse(swipeFormSchema, Object.fromEntries(await request.formData()))
  if (!form.success) throw new Response(null, { status: 400 })
  const { api, responseHeaders } = apiFor(request)
  const { profile_id: profileId, action, name } = form.output
  try {
    const result = await api.swipe({ profile_id: profileId, action })
    if (result.match) {
      appendFlash(responseHeaders, request, {
        id: 'likes.matchTitle',
        values: { name: name || result.profile.name },
      })
    }
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (!isApiError(error) || error.status >= 500) throw error
    appendFlash(responseHeaders, request, {
      id: 'likes.notSaved',
      values: { reason: error.message },
    })
  }
  return redirect('/swipe-game', { headers: responseHeaders })
}

/** The page as the machine's first state after loading `game`, without the machine. */
function viewOf(game: SwipeGame): SwipeGameViewState {
  return {
    card: game.cards[0] ?? null,
    likesRemaining: game.likes_remaining,
    likesPerDay: game.likes_per_day,
    limitReached: game.likes_remaining === 0,
    limitMessage: null,
    busy: false,
    empty: game.cards.length === 0,
    failed: false,
  }
}

const loadPlay = () => import('~/components/swipe-game/SwipeGamePlay.tsx')

/**
 * The game's machine, xstate and the api client load after hydration (decision 036e); until
 * then the server's first card shows with a form that posts to the action above.
 */
export default function SwipeGamePage() {
  const { game } = useLoaderData<typeof loader>()
  const { module } = useLaterModule(loadPlay, true)
  if (module) return <module.SwipeGamePlay firstBatch={game} />
  return <SwipeGameView view={viewOf(game)} />
}
