import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextField } from './TextField.tsx'
import { textFieldTypes } from './TextField.css.ts'

describe('TextField', () => {
  it('labels the input', async () => {
    render(<TextField label="Email" type="email" />)
    const input = screen.getByLabelText('Email')
    expect(input.getAttribute('type')).toBe('email')
    await userEvent.type(input, 'anna@example.com')
    expect((input as HTMLInputElement).value).toBe('anna@example.com')
  })

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Name" />)
    const input = screen.getByLabelText('Name')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBeNull()
  })

  it('marks errors and describes the input with hint and error', () => {
    render(<TextField label="Email" hint="We never show it" error="Invalid email" />)
    const input = screen.getByLabelText('Email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? []
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent)
    expect(texts).toEqual(['We never show it', 'Invalid email'])
  })

  it('keeps a hidden label readable', () => {
    render(<TextField label="Search members" hideLabel type="search" />)
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toBeVisible()
  })

  it.each(textFieldTypes)('renders type %s', (type) => {
    render(<TextField label={`Field ${type}`} type={type} />)
    expect(screen.getByLabelText(`Field ${type}`).getAttribute('type')).toBe(type)
  })
})
