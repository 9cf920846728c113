import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MenuButton } from '../MenuButton/MenuButton.tsx'
import { NavigationBar, type NavigationItem } from './NavigationBar.tsx'

const items: NavigationItem[] = [
  { key: 'search', href: '/members', label: 'Search', icon: null, active: true },
  {
    key: 'messages',
    href: '/chats',
    label: 'Messages',
    icon: null,
    badge: { text: '99+', tone: 'unread', label: '99+ unread messages' },
  },
]

function renderBar(onSelect = vi.fn()) {
  render(
    <NavigationBar
      logo="Flirtwave"
      logoHref="/"
      navLabel="Main"
      items={items}
      menu={
        <MenuButton
          label="Account menu"
          trigger="A"
          items={[
            { key: 'profile', label: 'My profile', href: '/profile' },
            { key: 'settings', label: 'Settings', onSelect },
            { key: 'logout', label: 'Logout', formAction: '/logout' },
          ]}
        />
      }
    />,
  )
  return { onSelect }
}

describe('NavigationBar', () => {
  it('names the links, marks the current page and reads the badge', () => {
    renderBar()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const search = within(nav).getByRole('link', { name: 'Search' })
    expect(search.getAttribute('aria-current')).toBe('page')
    const messages = within(nav).getByRole('link', { name: /Messages/ })
    expect(messages.textContent).toContain('99+ unread messages')
    expect(messages.getAttribute('aria-current')).toBeNull()
  })

  it('opens the account menu from the keyboard and moves focus with arrows', async () => {
    renderBar()
    const button = screen.getByRole('button', { name: 'Account menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menuItems = screen.getAllByRole('menuitem')
    expect(menuItems.map((item) => item.textContent)).toEqual(['My profile', 'Settings', 'Logout'])
    expect(document.activeElement).toBe(menuItems[0])
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(menuItems[1])
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(menuItems[2])
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(menuItems[0])
    await userEvent.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('runs an item action and closes', async () => {
    const { onSelect } = renderBar()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
  })

  it('posts logout through a form', async () => {
    renderBar()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    const logout = screen.getByRole('menuitem', { name: 'Logout' })
    const form = logout.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/logout')
  })

  it('closes the menu on a click outside', async () => {
    renderBar()
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    await userEvent.click(document.body)
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
  })
})
