import type { LegalTexts } from '../pages.ts'
import { texts as british } from './en.server.ts'

// SPEC §1: the US variant differs in the privacy and footer wording only.
export const texts: LegalTexts = {
  ...british,
  terms: { ...british.terms, title: 'Terms of Service' },
  cookies: { ...british.cookies, title: 'Cookie Policy' },
  'return-policy': { ...british['return-policy'], title: 'Refund Policy' },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How {company} collects, uses and shares personal information on {brand}, and the privacy rights of US residents.',
    sections: [
      ...british.privacy.sections,
      {
        heading: 'Notice for US residents',
        paragraphs: [
          'In the last 12 months we collected identifiers (email address, IP address), personal characteristics you chose to share (age, gender, orientation), commercial information (purchases) and internet activity on our site, for the purposes above. We do not sell or share personal information for cross-context behavioral advertising, and we do not knowingly collect data of anyone under 18.',
          'Residents of California and other states with privacy laws may request to know, correct or delete their personal information and may appeal our answer. Email {email} or call {phone}; we verify requests against the email address of your account and will not discriminate against you for using these rights.',
        ],
      },
    ],
  },
}
