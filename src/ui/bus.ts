import mitt from 'mitt';

/**
 * The global widgets are driven by events so that code without React (the API client, host
 * bridges) can show them; the components that render these events listen on `uiBus`.
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

export type UiEvents = {
  toast: ToastOptions & { message: string };
  /** `ms` absent: stays until `loading:hide`. */
  'loading:show': { ms?: number };
  'loading:hide': undefined;
  /** The renderer calls `resolve(true)` on confirm, `resolve(false)` on cancel or backdrop. */
  dialog: DialogOptions & { kind: 'alert' | 'confirm'; resolve: (confirmed: boolean) => void };
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
};
