import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NotificationMatrix } from './NotificationMatrix.tsx'

describe('NotificationMatrix', () => {
  it('names every switch and posts the checked ones', () => {
    const { container } = render(
      <form>
        <NotificationMatrix
          caption="Notifications"
          kindHeader="What"
          channels={['Email', 'Push']}
          rows={[
            {
              id: 'like',
              label: 'New likes',
              switches: [
                { name: 'email.like', defaultChecked: false, label: 'New likes by email' },
                { name: 'push.like', defaultChecked: true, label: 'New likes by push' },
              ],
            },
          ]}
        />
      </form>,
    )
    expect(screen.getByRole('table', { name: 'Notifications' })).toBeVisible()
    expect(screen.getByRole('switch', { name: 'New likes by email' })).toBeVisible()
    const data = new FormData(container.querySelector('form') as HTMLFormElement)
    expect([...data.keys()]).toEqual(['push.like'])
  })
})
