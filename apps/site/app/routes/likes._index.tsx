import { redirect } from '@remix-run/node'

/** SPEC §2: /likes opens the tab of received likes. */
export const loader = () => redirect('/likes/received')
