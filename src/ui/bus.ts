import mitt from 'mitt';

/**
 * The global widgets are driven by events so that code without React (the API client, host
 * bridges) can show them; the components that render these events listen on `uiBus`.
 * antd-mobile's imperative methods (Toast.show, Dialog.confirm, ImageViewer.show, Picker.prompt)
 * are not used instead: under React 19 they need antd-mobile's render shim installed at start-up,
 * which every page would download.
 */

export type ToastType = 'text' | 'success' | 'fail';

export interface ToastOptions {
  /** Milliseconds the toast stays; the renderer's default applies when absent. */
  duration?: number;
  type?: ToastType;
  mask?: boolean;
}

export interface DialogOptions {
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
}

/** One picture of the image viewer. */
export interface GalleryImage {
  src: string;
  caption?: string;
}

export type UiEvents = {
  toast: ToastOptions & { message: string };
  /** `ms` absent: stays until `loading:hide`. */
  'loading:show': { ms?: number };
  'loading:hide': undefined;
  /** The renderer calls `resolve(true)` on confirm, `resolve(false)` on cancel or backdrop. */
  dialog: DialogOptions & { kind: 'alert' | 'confirm'; resolve: (confirmed: boolean) => void };
  /** Opens the full-screen image viewer at picture `index`. */
  gallery: { images: GalleryImage[]; index: number };
};

export const uiBus = mitt<UiEvents>();

function openDialog(kind: 'alert' | 'confirm', options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => uiBus.emit('dialog', { ...options, kind, resolve }));
}

export const ui = {
  toast(message: string, options: ToastOptions = {}): void {
    uiBus.emit('toast', { ...options, message });
  },
  loading: {
    show(ms?: number): void {
      uiBus.emit('loading:show', { ms });
    },
    hide(): void {
      uiBus.emit('loading:hide');
    },
  },
  dialog: {
    alert: (options: DialogOptions): Promise<void> =>
      openDialog('alert', options).then(() => undefined),
    confirm: (options: DialogOptions): Promise<boolean> => openDialog('confirm', options),
  },
  gallery: {
    open(images: GalleryImage[], index = 0): void {
      uiBus.emit('gallery', { images, index });
    },
  },
};
