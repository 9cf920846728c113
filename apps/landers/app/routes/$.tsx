/** Every unknown path: the root error boundary shows SPEC §8's 404 page. */
export function loader() {
  throw new Response(null, { status: 404 })
}

export default function NotFound() {
  return null
}
