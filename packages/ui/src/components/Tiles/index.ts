export { Tiles, type TilesProps } from './Tiles.tsx'
