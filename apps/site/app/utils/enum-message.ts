import type {
  BodyType,
  EyeColour,
  Gender,
  HairColour,
  RelationshipStatus,
  Sexuality,
} from '@dating/domain/profile-attributes'
import type { MessageId } from '@dating/i18n/message-ids'

type ProfileEnums = {
  gender: Gender
  sexuality: Sexuality
  hair_colour: HairColour
  eye_colour: EyeColour
  body_type: BodyType
  relationship_status: RelationshipStatus
}
export type ProfileEnumField = keyof ProfileEnums
export type ProfileEnumValue<F extends ProfileEnumField> = ProfileEnums[F]

/** `enum.<field>.<value>` for every value of every field, and nothing else. */
type EnumMessageId = { [F in ProfileEnumField]: `enum.${F}.${ProfileEnums[F]}` }[ProfileEnumField]

/** The catalogue id of one value of a profile attribute. */
export function enumMessageId<F extends ProfileEnumField>(
  field: F,
  value: ProfileEnums[F],
): EnumMessageId & MessageId {
  // The template of a generic field widens to string; the mapped type names the same strings.
  return `enum.${field}.${value}` as EnumMessageId
}
