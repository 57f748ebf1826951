export { PhotoGallery, type GalleryPhoto, type PhotoGalleryProps } from './PhotoGallery.tsx';
