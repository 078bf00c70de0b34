import { useEffect, useState } from 'react';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import { TOAST } from '../../core/domain/constants';
import { uiBus, type ToastType, type UiEvents } from './bus';

type ShownToast = UiEvents['toast'] & { id: number };

const ICONS: Partial<Record<ToastType, typeof CheckOutline>> = {
  success: CheckOutline,
  fail: CloseOutline,
};

/** Shows `ui.toast(...)` messages one at a time; a new message replaces the one on screen. */
export function ToastHost() {
  const [toast, setToast] = useState<ShownToast | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let id = 0;
    const show = (event: UiEvents['toast']) => {
      clearTimeout(timer);
      id += 1;
      setToast({ ...event, id });
      timer = setTimeout(() => setToast(null), event.duration ?? TOAST.durationMs);
    };
    uiBus.on('toast', show);
    return () => {
      uiBus.off('toast', show);
      clearTimeout(timer);
    };
  }, []);

  if (!toast) return null;
  const type = toast.type ?? TOAST.type;
  const Icon = ICONS[type];
  // The mask keeps taps from reaching the page while the message is read.
  const mask = toast.mask ?? true;
  return (
    <div key={toast.id} className={mask ? 'app-toast app-toast--mask' : 'app-toast'}>
      <div
        className={Icon ? 'app-toast__box app-toast__box--icon' : 'app-toast__box'}
        style={Icon ? { width: TOAST.width } : { minWidth: TOAST.width }}
        role="status"
        aria-live="polite"
      >
        {Icon && <Icon className="app-toast__icon" aria-hidden />}
        <span>{toast.message}</span>
      </div>
    </div>
  );
}
