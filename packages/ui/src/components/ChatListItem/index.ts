export { ChatListItem, type ChatListItemProps } from './ChatListItem.tsx'
