export { Gallery, type GalleryPhoto, type GalleryProps } from './Gallery.tsx'
