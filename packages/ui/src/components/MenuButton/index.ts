export { type MenuButtonProps, type MenuItem, MenuButton } from './MenuButton.tsx'
