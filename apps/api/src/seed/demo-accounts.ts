import type { Country } from '@dating/domain/countries'
import type { Interest } from '@dating/domain/interests'
import type {
  BodyType,
  EyeColour,
  Gender,
  HairColour,
  RelationshipStatus,
  Sexuality,
} from '@dating/domain/profile-attributes'

/** The two accounts anyone can log in with on the Flirtwave brand (README, start banner). */
export const demoPassword = 'Demo-password-1'

export type DemoAccount = {
  key: 'free' | 'premium'
  id: number
  email: string
  name: string
  gender: Gender
  sexuality: Sexuality
  interestedIn: Gender
  age: number
  country: Country
  region: string
  about: string
  height: number
  hairColour: HairColour
  eyeColour: EyeColour
  bodyType: BodyType
  relationshipStatus: RelationshipStatus
  interests: Interest[]
  pictureCount: number
  /** How long before the seed ran the account signed up. */
  signupAgoMs: number
  conversationCount: number
  /** Credits bought, as one purchase in the ledger; 0 for a free member. */
  purchasedCredits: number
}

const hourMs = 3_600_000
const dayMs = 24 * hourMs

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'free',
    id: 1,
    email: 'free.member@example.com',
    name: 'Tom',
    gender: 'male',
    sexuality: 'hetero',
    interestedIn: 'female',
    age: 34,
    country: 'GB',
    region: 'GB-ENG',
    about:
      'Software tester by day, amateur chef by night. Happiest on a long walk that ends in a pub with a fire. Looking for someone to share bad jokes and good food with.',
    height: 182,
    hairColour: 'brown',
    eyeColour: 'blue',
    bodyType: 'athletic',
    relationshipStatus: 'single',
    interests: ['hiking', 'cooking', 'coffee', 'music', 'travelling'],
    pictureCount: 2,
    // Recent enough for the four-hour welcome bonus to show right after seeding.
    signupAgoMs: hourMs,
    conversationCount: 2,
    purchasedCredits: 0,
  },
  {
    key: 'premium',
    id: 2,
    email: 'premium.member@example.com',
    name: 'Sophie',
    gender: 'female',
    sexuality: 'hetero',
    interestedIn: 'male',
    age: 31,
    country: 'GB',
    region: 'GB-SCT',
    about:
      "Bookworm, theatre lover and occasional wild swimmer. I'll always say yes to a weekend away. Tell me about the best meal you've ever had.",
    height: 168,
    hairColour: 'red',
    eyeColour: 'green',
    bodyType: 'slim',
    relationshipStatus: 'single',
    interests: ['reading', 'theater', 'wine', 'photography', 'travelling', 'beach'],
    pictureCount: 4,
    signupAgoMs: 45 * dayMs,
    conversationCount: 3,
    purchasedCredits: 100,
  },
]
