import type { MouseEvent } from 'react';
import { useLocalize } from '../../../config/localize';
import { ui } from '../../../ui/bus';
import type { BlockOf, BlockProps } from '../types';
import '../card.css';
import './richText.css';

/** A tapped picture opens the viewer on all pictures of the text. */
function openPicture(event: MouseEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (!(target instanceof HTMLImageElement)) return;
  const pictures = [...event.currentTarget.querySelectorAll('img')];
  ui.gallery.open(
    pictures.map((img) => ({ src: img.src, caption: img.alt || undefined })),
    pictures.indexOf(target),
  );
}

/**
 * Formatted text from the config (e.g. the race introduction). Its schema marks it as HTML, so
 * the build cleans it (scripts/vite/event-configs.ts) and the home carries no sanitiser.
 */
export function RichText({ block }: BlockProps<BlockOf<'richText'>>) {
  const localize = useLocalize();
  return (
    <section className="block-card block-rich">
      {block.title && <h2 className="block-card__title">{localize(block.title)}</h2>}
      <div
        className="block-rich__body"
        onClick={openPicture}
        dangerouslySetInnerHTML={{ __html: localize(block.html) }}
      />
    </section>
  );
}
