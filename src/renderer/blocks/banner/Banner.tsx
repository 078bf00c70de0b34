import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../config/app';
import { useLocalize } from '../../../config/localize';
import { ui } from '../../../ui/bus';
import type { BlockOf, BlockProps } from '../types';
import './banner.css';

/** The full-width picture; a tap opens it in the image viewer. */
export function Banner({ block }: BlockProps<BlockOf<'banner'>>) {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  const src = assetUrl(block.image);
  const alt = localize(block.alt);
  return (
    <button
      type="button"
      className="block-banner"
      aria-label={t('banner.enlarge')}
      onClick={() => ui.gallery.open([{ src, caption: alt }])}
    >
      <img src={src} alt={alt} />
    </button>
  );
}
