export { Modal, type ModalCloseSource, type ModalProps } from './Modal.tsx'
export { modalSizes } from './Modal.css.ts'
