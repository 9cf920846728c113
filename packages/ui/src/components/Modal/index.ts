export { Modal, type ModalProps } from './Modal.tsx'
export { modalSizes } from './Modal.css.ts'
