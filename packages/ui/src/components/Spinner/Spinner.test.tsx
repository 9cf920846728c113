import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './Spinner.tsx'

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading profiles" />)
    expect(screen.getByRole('status').textContent).toBe('Loading profiles')
  })

  it('is decorative without a label', () => {
    render(<Spinner />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
