import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfileCard } from './ProfileCard.tsx'

describe('ProfileCard', () => {
  it('links the name and age to the profile and lazy-loads the photo', () => {
    render(
      <ProfileCard
        name="Anna"
        age={29}
        location="Utrecht, Netherlands"
        photoSrc="/media/anna.jpg"
        photoAlt="Photo of Anna"
        href="/members/7"
      />,
    )
    const link = screen.getByRole('link', { name: 'Anna, 29' })
    expect(link.getAttribute('href')).toBe('/members/7')
    expect(screen.getByRole('heading', { level: 3, name: 'Anna, 29' })).toBeVisible()
    const photo = screen.getByRole('img', { name: 'Photo of Anna' })
    expect(photo.getAttribute('loading')).toBe('lazy')
    expect(screen.getByText('Utrecht, Netherlands')).toBeVisible()
  })

  it('shows the lock label over a locked photo', () => {
    render(
      <ProfileCard
        name="Anna"
        photoSrc="/a.jpg"
        photoAlt="Photo"
        locked
        lockedLabel="Premium photo"
      />,
    )
    expect(screen.getByText('Premium photo')).toBeVisible()
  })

  it('shows initials instead of an image without a photo', () => {
    render(<ProfileCard name="Lena Marie" photoSrc={null} photoAlt="Photo of Lena" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('LM')).toBeVisible()
  })

  it('renders the online label and marker slot', () => {
    render(
      <ProfileCard
        name="Anna"
        photoAlt="Photo"
        onlineLabel="Online"
        markers={<span>Fictional</span>}
        headingLevel={2}
      />,
    )
    expect(screen.getByText('Online')).toBeVisible()
    expect(screen.getByText('Fictional')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible()
  })
})
