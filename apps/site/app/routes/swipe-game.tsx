import { swipeGameViewBeforeStart } from '@dating/machines/swipe-game/selectors'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { SwipeGameView } from '~/components/swipe-game/SwipeGameView.tsx'
import { apiFor } from '~/utils/api.server.ts'
import { useLaterModule } from '@dating/ui/later'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const game = await api.getSwipeGame().catch(loginOnAuthRequired(request))
  return data({ game }, { headers: responseHeaders })
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'swipeGame.title') },
]

const loadPlay = () => import('~/components/swipe-game/SwipeGamePlay.tsx')

/**
 * The game's machine, xstate and the api client load after hydration (decision 036e); until then,
 * as on the server, the page shows the machine's first state: the first batch loading.
 */
export default function SwipeGamePage() {
  const { game } = useLoaderData<typeof loader>()
  const { module } = useLaterModule(loadPlay, true)
  if (module) return <module.SwipeGamePlay firstBatch={game} />
  return <SwipeGameView view={swipeGameViewBeforeStart} />
}
