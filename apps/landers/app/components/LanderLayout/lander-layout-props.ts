import type { CompanyInfo } from '@dating/api-client/calls'
import type { ReactNode } from 'react'

export interface LanderLayoutProps {
  brandName: string
  /** settings.php fictional_icon, named in the disclaimer. */
  fictionalIcon: string
  company: CompanyInfo | null
  /** The member site: legal pages live there, not on the lander's domain. */
  siteUrl: string
  /** The year for the copyright line, decided on the server so hydration agrees. */
  year: number
  children: ReactNode
}
