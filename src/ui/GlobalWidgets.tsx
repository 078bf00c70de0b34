import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { uiBus, type UiEvents } from './bus';
import { DialogHost } from './Dialog';
import { LoadingHost } from './Loading';
import { ToastHost } from './Toast';

/** Opens the image viewer; PhotoSwipe is loaded only when a runner first opens a picture. */
function GalleryHost() {
  const { t } = useTranslation('common');
  useEffect(() => {
    const open = ({ images, index }: UiEvents['gallery']) => {
      void import('./gallery').then(({ openGallery }) =>
        openGallery(images, index, {
          close: t('gallery.close'),
          share: t('gallery.share'),
          fullscreen: t('gallery.fullscreen'),
          zoom: t('gallery.zoom'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          error: t('gallery.error'),
        }),
      );
    };
    uiBus.on('gallery', open);
    return () => uiBus.off('gallery', open);
  }, [t]);
  return null;
}

/** Renders everything raised through `ui` (toast, dialog, loading, image viewer); mount it once. */
export function GlobalWidgets() {
  return (
    <>
      <ToastHost />
      <DialogHost />
      <LoadingHost />
      <GalleryHost />
    </>
  );
}
