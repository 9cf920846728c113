import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Select } from './Select.tsx'

const options = [
  { value: 'NL', label: 'Netherlands' },
  { value: 'DE', label: 'Germany' },
]

describe('Select', () => {
  it('offers the placeholder and the options, and selects one', async () => {
    render(<Select label="Country" options={options} placeholder="Any country" />)
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Any country',
      'Netherlands',
      'Germany',
    ])
    await userEvent.selectOptions(select, 'DE')
    expect(select.value).toBe('DE')
  })

  it('marks and describes an error', () => {
    render(<Select label="Country" options={options} error="Choose a country" />)
    const select = screen.getByRole('combobox', { name: 'Country' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    const errorId = select.getAttribute('aria-describedby')!
    expect(document.getElementById(errorId)?.textContent).toBe('Choose a country')
  })
})
