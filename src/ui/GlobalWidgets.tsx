import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { uiBus, type UiEvents } from './bus';
import { DialogHost } from './Dialog';
import { LoadingHost } from './Loading';
import type { SharePicture } from './gallery';
import { ToastHost } from './Toast';

// Without a host to share through, the viewer's share button does nothing.
const shareNowhere: SharePicture = () => undefined;

/** Opens the image viewer; PhotoSwipe is loaded only when a runner first opens a picture. */
function GalleryHost({ share }: { share: SharePicture }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const open = ({ images, index }: UiEvents['gallery']) => {
      void import('./gallery').then(({ openGallery }) =>
        openGallery(
          images,
          index,
          {
            close: t('gallery.close'),
            share: t('gallery.share'),
            fullscreen: t('gallery.fullscreen'),
            zoom: t('gallery.zoom'),
            previous: t('gallery.previous'),
            next: t('gallery.next'),
            error: t('gallery.error'),
          },
          share,
        ),
      );
    };
    uiBus.on('gallery', open);
    return () => uiBus.off('gallery', open);
  }, [t, share]);
  return null;
}

/**
 * Renders everything raised through `ui` (toast, dialog, loading, image viewer); mount it once.
 * `share` is how the viewer's share button shares a picture.
 */
export function GlobalWidgets({ share = shareNowhere }: { share?: SharePicture }) {
  return (
    <>
      <ToastHost />
      <DialogHost />
      <LoadingHost />
      <GalleryHost share={share} />
    </>
  );
}
