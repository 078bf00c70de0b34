import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fitInto, placeItems, type ExportSize } from '../../../core/domain/results/imageTemplate';
import type { EventConfig } from '../../../core/generated/config/event';
import { oss } from '../../api';
import { ApiError } from '../../api/client';
import { appConfig } from '../../config/app';
import { useEventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { ui } from '../../ui';
import { StatePage } from '../../ui/StatePage';
import { canvasPng, download, renderTemplate } from '../score/canvas';
import { SignaturePad } from './SignaturePad';
import { boundsOf, drawStrokes, type Stroke } from './strokes';
import '../score/score.css';
import './poster.css';

type Poster = NonNullable<EventConfig['poster']>;

/** The poster with the signature fitted into its frame, at an export size. */
function usePosterRender(event: EventConfig, poster: Poster, strokes: Stroke[]) {
  const localize = useLocalize();
  const values = { matchName: localize(event.name), date: event.raceDate.slice(0, 10) };
  return (size: ExportSize) =>
    renderTemplate(
      poster.template,
      placeItems(poster.template, values, (item) => (item.text ? localize(item.text) : '')),
      size,
      (context) => {
        const bounds = boundsOf(strokes);
        if (!bounds) return;
        const box = fitInto(bounds.width, bounds.height, poster.signature);
        const factor = box.width / bounds.width;
        context.save();
        context.translate(box.x, box.y);
        context.scale(factor, factor);
        context.translate(-bounds.left, -bounds.top);
        drawStrokes(context, strokes, 3);
        context.restore();
      },
    );
}

/** Refuses, with the sizes in words, a file above the server's limit before sending it. */
async function uploadPng(
  blob: Blob,
  tag: 'poster' | 'esign',
  tooLarge: (size: string, max: string) => string,
) {
  const policy = await oss.signature({ scope: 'match', tag });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  if (blob.size > policy.maxBytes) throw new Error(tooLarge(mb(blob.size), mb(policy.maxBytes)));
  return oss.upload({ file: blob, tag, fileType: 'png' });
}

function PosterMaker({ event, poster }: { event: EventConfig; poster: Poster }) {
  const { t } = useTranslation('results');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [made, setMade] = useState<{ url: string; blob: Blob }>();
  const [uploaded, setUploaded] = useState<string>();
  const render = usePosterRender(event, poster, strokes);

  useEffect(() => {
    if (!made) return;
    return () => URL.revokeObjectURL(made.url);
  }, [made]);

  const make = async () => {
    if (strokes.length === 0) {
      ui.toast(t('poster.empty'));
      return;
    }
    try {
      const blob = await canvasPng(await render('phone'));
      setMade({ blob, url: URL.createObjectURL(blob) });
      setUploaded(undefined);
    } catch {
      ui.toast(t('drawFailed'), { type: 'fail' });
    }
  };

  const upload = async () => {
    if (!made) return;
    const tooLarge = (size: string, max: string) => t('poster.tooLarge', { size, max });
    ui.loading.show();
    try {
      const signature = document.querySelector<HTMLCanvasElement>('.signature-pad');
      if (signature) await uploadPng(await canvasPng(signature), 'esign', tooLarge);
      const { url } = await uploadPng(made.blob, 'poster', tooLarge);
      setUploaded(url);
      ui.toast(t('poster.uploaded'), { type: 'success' });
    } catch (error) {
      // The API client has already shown the server's own message for a refused upload.
      if (!(error instanceof ApiError)) {
        ui.toast(
          t('poster.uploadFailed', { reason: error instanceof Error ? error.message : '' }),
          {
            type: 'fail',
          },
        );
      }
    } finally {
      ui.loading.hide();
    }
  };

  return (
    <div className="poster">
      <p className="poster-intro">{t('poster.intro')}</p>
      <SignaturePad
        strokes={strokes}
        onChange={(next) => {
          setStrokes(next);
          setMade(undefined);
        }}
        label={t('poster.pad')}
      />
      <div className="poster-tools">
        <Button
          size="small"
          disabled={strokes.length === 0}
          onClick={() => setStrokes(strokes.slice(0, -1))}
        >
          {t('poster.undo')}
        </Button>
        <Button size="small" disabled={strokes.length === 0} onClick={() => setStrokes([])}>
          {t('poster.clear')}
        </Button>
      </div>
      <div className="score-actions">
        <Button block color="primary" shape="rounded" onClick={make}>
          {t('poster.make')}
        </Button>
      </div>
      {made && (
        <div className="score-image">
          <img className="score-canvas" src={made.url} alt={t('poster.result')} />
          <div className="score-actions">
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={async () =>
                download(await canvasPng(await render('print')), `poster-${event.id}.png`)
              }
            >
              {t('poster.save')}
            </Button>
            <Button block shape="rounded" onClick={upload}>
              {t('poster.upload')}
            </Button>
            {uploaded && (
              <a className="poster-link" href={uploaded} target="_blank" rel="noreferrer">
                {t('poster.uploaded')}
              </a>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The race poster a runner signs (/show/poster?matchid=…): a signature pad with undo and clear,
 * composed with the race's poster template into a PNG to save or upload.
 */
export default function PosterScreen() {
  const { t } = useTranslation('results');
  const [search] = useSearchParams();
  const id = Number(search.get('matchid') ?? appConfig.defaultEventId);
  const config = useEventConfig(id);
  if (config.status === 'loading') {
    return (
      <div className="score-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  const poster = config.status === 'ready' ? config.event.poster : undefined;
  if (config.status !== 'ready' || !poster) {
    return <StatePage icon="?" title={t('noneTitle')} text={t('poster.noPoster')} />;
  }
  return <PosterMaker event={config.event} poster={poster} />;
}
