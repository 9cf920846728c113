export { Avatar, type AvatarProps } from './Avatar.tsx'
export { avatarSizes } from './Avatar.css.ts'
export { initialsOf } from './initials.ts'
