import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EntryWarning } from './EntryWarning.tsx'

const props = {
  title: 'Adults only',
  paragraphs: ['You must be 18 or older.'],
  enterLabel: 'Enter',
  leaveLabel: 'Leave',
  leaveHref: 'https://www.example.com/',
}

function displayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: standalone && query.includes('standalone'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('EntryWarning', () => {
  it('asks the visitor to enter or leave, and cannot be closed with Escape', async () => {
    displayMode(false)
    const onEnter = vi.fn()
    render(<EntryWarning {...props} open onEnter={onEnter} />)
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' })
    expect(screen.getByRole('link', { name: 'Leave' }).getAttribute('href')).toBe(
      'https://www.example.com/',
    )
    await userEvent.keyboard('{Escape}')
    expect(onEnter).not.toHaveBeenCalled()
    expect(dialog.isConnected).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }))
    expect(onEnter).toHaveBeenCalledTimes(1)
  })

  it('is in the server-rendered page, hidden by style inside an installed app', () => {
    const html = renderToString(<EntryWarning {...props} open onEnter={() => {}} />)
    expect(html).toContain('role="dialog"')
    expect(html).toContain('You must be 18 or older.')
    expect(renderToString(<EntryWarning {...props} open={false} onEnter={() => {}} />)).toBe('')
  })

  it('stays closed inside an installed app', async () => {
    displayMode(true)
    render(<EntryWarning {...props} open onEnter={() => {}} />)
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
