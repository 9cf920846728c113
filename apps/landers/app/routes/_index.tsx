import { type LoaderFunctionArgs, redirect } from '@remix-run/node'

/** The app has no page of its own at `/`: visitors land on the swipe lander, tracking kept. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/landers/tinderswipe${new URL(request.url).search}`)
}
