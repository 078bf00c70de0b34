import { lazy } from 'react';

let loading: Promise<typeof import('./popups')> | undefined;

/** The pickers' chunk, fetched once. */
export function loadPopups(): Promise<typeof import('./popups')> {
  loading ??= import('./popups');
  return loading;
}

export const LazyWheelPicker = lazy(() => loadPopups().then((m) => ({ default: m.WheelPicker })));
export const LazyImageUploader = lazy(() =>
  import('./uploader').then((m) => ({ default: m.ImageUploader })),
);
