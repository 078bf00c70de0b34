export { ui, uiBus } from './bus';
export type { DialogOptions, GalleryImage, ToastOptions, ToastType } from './bus';
export { GlobalWidgets } from './GlobalWidgets';
export { PageLoading } from './Loading';
