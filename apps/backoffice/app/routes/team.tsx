import type { MessageId } from '@dating/i18n/message-ids'
import { locales } from '@dating/domain/locales'
import { canAdminister, grantRoleSchema, type TeamMember } from '@dating/domain/staff'
import { Alert } from '@dating/ui/Alert'
import { Badge } from '@dating/ui/Badge'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { ConfirmButton } from '@dating/ui/ConfirmDialog'
import { DataTable } from '@dating/ui/DataTable'
import { Select } from '@dating/ui/Select'
import { TextField } from '@dating/ui/TextField'
import { sprinkles } from '@dating/ui/sprinkles'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import * as v from 'valibot'
import { DoneAlert } from '~/components/DoneAlert.tsx'
import { buttonRow, formStack, PageHeading, stack } from '~/components/PageHeading.tsx'
import { isApiError } from '~/utils/api.server.ts'
import { withDone } from '~/utils/done.ts'
import { pageTitle } from '~/utils/meta.ts'
import { administeredBrandOptions, requireAdmin } from '~/utils/staff.server.ts'
import { useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.team.title') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, api } = await requireAdmin(request)
  const team = await api.calls.team()
  return data(
    { team, staffId: staff.id, brands: administeredBrandOptions(staff), roles: staff.roles },
    { headers: api.responseHeaders },
  )
}

/** Grants the moderator role (inviting a new address), or revokes it. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request)
  const form = await request.formData()
  const intent = form.get('intent')
  try {
    if (intent === 'revoke') {
      await api.calls.revokeModerator({
        staff_id: Number(form.get('staff_id')),
        site_id: Number(form.get('site_id')),
      })
      return redirect(withDone('/team', 'revoked'))
    }
    const parsed = v.safeParse(grantRoleSchema, {
      email: form.get('email'),
      name: form.get('name'),
      site_id: Number(form.get('site_id')),
      language: form.get('language') || undefined,
    })
    if (!parsed.success) {
      const issue = parsed.issues[0]
      return data({ field: (issue && v.getDotPath(issue)) ?? 'email', message: null }, 400)
    }
    const granted = await api.calls.grantModerator(parsed.output)
    return redirect(withDone('/team', granted.invited ? 'invited' : 'granted'))
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data({ field: null, message: error.message }, error.status)
    }
    throw error
  }
}

function RolesCell({ member }: { member: TeamMember }) {
  const text = useText()
  return (
    <span className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' })}>
      {member.roles.map((role) => (
        <Badge
          key={`${role.site_id}-${role.role}`}
          tone={role.role === 'admin' ? 'primary' : 'default'}
        >
          {text('backoffice.team.roleOn', {
            role: text(`backoffice.role.${role.role}`),
            brand: role.brand,
          })}
        </Badge>
      ))}
    </span>
  )
}

function RevokeForms({ member, staffId }: { member: TeamMember; staffId: number }) {
  const text = useText()
  const { roles } = useLoaderData<typeof loader>()
  const revocable = member.roles.filter(
    (role) =>
      role.role === 'moderator' && canAdminister(roles, role.site_id) && member.id !== staffId,
  )
  if (revocable.length === 0) return <span>–</span>
  return (
    <span className={buttonRow}>
      {revocable.map((role) => (
        <Form key={role.site_id} method="post">
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="staff_id" value={member.id} />
          <input type="hidden" name="site_id" value={role.site_id} />
          <ConfirmButton
            label={text('backoffice.team.revoke', { brand: role.brand })}
            size="sm"
            title={text('backoffice.team.revokeTitle', { name: member.name, brand: role.brand })}
            description={text('backoffice.team.revokeDescription', { name: member.name })}
            confirmLabel={text('backoffice.team.revokeConfirm')}
            cancelLabel={text('backoffice.cancel')}
            closeLabel={text('backoffice.close')}
          />
        </Form>
      ))}
    </span>
  )
}

export default function Team() {
  const { team, staffId, brands } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const text = useText()
  const fieldError = (field: string) =>
    answer?.field === field
      ? text(`backoffice.team.error.${field === 'site_id' ? 'brand' : field}` as MessageId)
      : undefined
  return (
    <div className={stack}>
      <PageHeading title={text('backoffice.team.title')} intro={text('backoffice.team.intro')} />
      <DoneAlert />
      <DataTable
        caption={text('backoffice.team.caption')}
        rows={team}
        rowKey={(member) => member.id}
        empty={text('backoffice.team.empty')}
        columns={[
          {
            key: 'name',
            header: text('backoffice.team.column.name'),
            rowHeader: true,
            cell: (member) => member.name,
          },
          {
            key: 'email',
            header: text('backoffice.team.column.email'),
            cell: (member) => member.email,
          },
          {
            key: 'state',
            header: text('backoffice.team.column.state'),
            cell: (member) =>
              member.active ? text('backoffice.team.active') : text('backoffice.team.invited'),
          },
          {
            key: 'roles',
            header: text('backoffice.team.column.roles'),
            cell: (member) => <RolesCell member={member} />,
          },
          {
            key: 'actions',
            header: text('backoffice.team.column.actions'),
            cell: (member) => <RevokeForms member={member} staffId={staffId} />,
          },
        ]}
      />
      <Card as="section" padding="md" aria-labelledby="grant-heading">
        <Form method="post" className={formStack}>
          <h2 id="grant-heading">{text('backoffice.team.grantTitle')}</h2>
          <p>{text('backoffice.team.grantIntro')}</p>
          {answer?.message ? (
            <Alert tone="danger" announce>
              {answer.message}
            </Alert>
          ) : null}
          <input type="hidden" name="intent" value="grant" />
          <TextField
            label={text('backoffice.team.email')}
            name="email"
            type="email"
            required
            error={fieldError('email')}
          />
          <TextField
            label={text('backoffice.team.name')}
            name="name"
            required
            error={fieldError('name')}
          />
          <Select
            label={text('backoffice.filters.brand')}
            name="site_id"
            options={brands}
            error={fieldError('site_id')}
          />
          <Select
            label={text('backoffice.team.language')}
            name="language"
            defaultValue="en"
            options={locales.map((value) => ({
              value,
              label: text(`backoffice.languageName.${value}`),
            }))}
          />
          <div className={buttonRow}>
            <Button type="submit">{text('backoffice.team.grant')}</Button>
          </div>
        </Form>
      </Card>
    </div>
  )
}
