import { Avatar } from '@dating/ui/Avatar'
import { Icon } from '@dating/ui/Icon'
import { coinsGlyph } from '@dating/ui/glyphs/coins'
import { infoGlyph } from '@dating/ui/glyphs/info'
import { logoutGlyph } from '@dating/ui/glyphs/logout'
import { settingsGlyph } from '@dating/ui/glyphs/settings'
import { userGlyph } from '@dating/ui/glyphs/user'
import { MenuButton } from '@dating/ui/MenuButton'
import { useIntl } from 'react-intl'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { type MemberView, mediaUrl, useRootData } from '~/utils/root-data.ts'

/**
 * The account menu of the navigation bar: my profile, settings, logout (SPEC §2); the balance
 * with its money value, and while a purchase may be withdrawn from, the withdrawal function.
 */
export function AccountMenu({ member }: { member: MemberView }) {
  const intl = useIntl()
  const { brand } = useRootData()
  const creditsText = useCreditsWithValue()
  return (
    <MenuButton
      label={intl.formatMessage({ id: 'nav.account' })}
      trigger={
        <Avatar
          name={member.name}
          alt=""
          src={member.thumbnail ? mediaUrl(brand.cdnPrefix, member.thumbnail) : null}
          size="sm"
        />
      }
      items={[
        {
          key: 'profile',
          href: '/profile',
          label: intl.formatMessage({ id: 'nav.myProfile' }),
          icon: <Icon glyph={userGlyph} size="sm" />,
        },
        {
          key: 'settings',
          href: '/notifications',
          label: intl.formatMessage({ id: 'nav.settings' }),
          icon: <Icon glyph={settingsGlyph} size="sm" />,
        },
        {
          key: 'balance',
          href: '/credits',
          label: intl.formatMessage(
            { id: 'nav.creditsBalanceValue' },
            { balance: creditsText(member.credits) },
          ),
          icon: <Icon glyph={coinsGlyph} size="sm" />,
        },
        ...(member.withdrawalHref
          ? [
              {
                key: 'withdrawal',
                href: member.withdrawalHref,
                label: intl.formatMessage({ id: 'withdrawal.start' }),
                icon: <Icon glyph={infoGlyph} size="sm" />,
              },
            ]
          : []),
        {
          key: 'logout',
          formAction: '/logout',
          label: intl.formatMessage({ id: 'nav.logout' }),
          icon: <Icon glyph={logoutGlyph} size="sm" />,
          separated: true,
        },
      ]}
    />
  )
}
