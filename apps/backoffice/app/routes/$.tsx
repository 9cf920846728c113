/** Any address the back office does not know. */
export function loader() {
  throw new Response(null, { status: 404 })
}

export default function NotFound() {
  return null
}
