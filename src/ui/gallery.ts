import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import { GALLERY } from '../../core/domain/constants';
import type { GalleryImage } from './bus';

/** Hands a picture to whatever shares it (the host's share sheet); the widgets know no host. */
export type SharePicture = (picture: { title: string; imageUrl?: string }) => void;

export interface GalleryTexts {
  close: string;
  share: string;
  fullscreen: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

const SHARE_ICON =
  '<path d="M22 7a4 4 0 1 1-1.2 2.9l-7.6 4.2a4 4 0 0 1 0 3.8l7.6 4.2A4 4 0 1 1 20 24l-7.6-4.2a4 4 0 1 1 0-7.6L20 8A4 4 0 0 1 22 7z" />';
const FULLSCREEN_ICON =
  '<path d="M8 8h6v2h-4v4H8V8zm16 0v6h-2v-4h-4V8h6zM8 24v-6h2v4h4v2H8zm16 0h-6v-2h4v-4h2v6z" />';

/** PhotoSwipe needs each picture's size before it opens; a picture that fails keeps the screen's. */
function measure(image: GalleryImage): Promise<SlideData> {
  return new Promise((resolve) => {
    const probe = new Image();
    const done = (width: number, height: number) =>
      resolve({ src: image.src, width, height, alt: image.caption, caption: image.caption });
    probe.onload = () => done(probe.naturalWidth, probe.naturalHeight);
    probe.onerror = () => done(window.innerWidth, window.innerHeight);
    probe.src = image.src;
  });
}

/** Hides the controls after a while without a touch; any touch shows them again. */
function hideControlsWhenIdle(pswp: PhotoSwipe): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    clearTimeout(timer);
    pswp.element?.classList.add('pswp--ui-visible');
    timer = setTimeout(
      () => pswp.element?.classList.remove('pswp--ui-visible'),
      GALLERY.hideControlsAfterMs,
    );
  };
  pswp.on('afterInit', () => {
    pswp.element?.addEventListener('pointerdown', wake);
    wake();
  });
  pswp.on('change', wake);
  pswp.on('destroy', () => clearTimeout(timer));
}

function registerExtraControls(pswp: PhotoSwipe, texts: GalleryTexts, share: SharePicture): void {
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'share',
      order: 8,
      isButton: true,
      title: texts.share,
      ariaLabel: texts.share,
      html: { isCustomSVG: true, inner: SHARE_ICON, outlineID: 'pswp__icn-share', size: 32 },
      onClick: () => {
        const data = pswp.currSlide?.data;
        share({ title: data?.caption ?? document.title, imageUrl: data?.src });
      },
    });
    if (document.fullscreenEnabled) {
      pswp.ui?.registerElement({
        name: 'fullscreen',
        order: 9,
        isButton: true,
        title: texts.fullscreen,
        ariaLabel: texts.fullscreen,
        html: { isCustomSVG: true, inner: FULLSCREEN_ICON, outlineID: 'pswp__icn-fs', size: 32 },
        onClick: () => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void pswp.element?.requestFullscreen();
        },
      });
    }
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        const update = () => {
          element.textContent = pswp.currSlide?.data.caption ?? '';
          element.hidden = !element.textContent;
        };
        pswp.on('change', update);
        update();
      },
    });
  });
  pswp.on('destroy', () => {
    if (document.fullscreenElement) void document.exitFullscreen();
  });
}

/** Opens the full-screen viewer: swipe, pinch zoom, previous/next, counter, caption, share. */
export async function openGallery(
  images: GalleryImage[],
  index: number,
  texts: GalleryTexts,
  share: SharePicture,
): Promise<PhotoSwipe> {
  const dataSource = await Promise.all(images.map(measure));
  const pswp = new PhotoSwipe({
    dataSource,
    index,
    showHideAnimationType: 'fade',
    bgOpacity: 1,
    showAnimationDuration: GALLERY.zoomAnimationMs,
    hideAnimationDuration: GALLERY.zoomAnimationMs,
    zoomAnimationDuration: GALLERY.zoomAnimationMs,
    preload: [GALLERY.preload[0], GALLERY.preload[1]],
    maxZoomLevel: GALLERY.maxSpreadZoom,
    errorMsg: texts.error,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    indexIndicatorSep: ' / ',
  });
  registerExtraControls(pswp, texts, share);
  hideControlsWhenIdle(pswp);
  pswp.init();
  return pswp;
}
