export { Card, type CardProps } from './Card.tsx'
export { cardElevations, cardPaddings } from './Card.css.ts'
