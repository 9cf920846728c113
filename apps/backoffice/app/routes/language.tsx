import { isLocale } from '@dating/domain/locales'
import { visitorOf } from '@dating/remix-server/visitor'
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { safeNext } from '~/utils/staff.server.ts'

/** The back office's language: kept in the `locale` cookie, then back to the same page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const locale = form.get('locale')
  const back = safeNext(String(form.get('back') ?? ''))
  if (!isLocale(locale)) return redirect(back)
  return redirect(back, {
    headers: { 'Set-Cookie': visitorOf(request).setCookie('locale', locale) },
  })
}

export function loader() {
  return redirect('/queue')
}
