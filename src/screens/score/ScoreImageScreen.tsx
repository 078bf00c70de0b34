import { Button, DotLoading, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  placeItems,
  type ExportSize,
  type ItemValues,
} from '../../../core/domain/results/imageTemplate';
import type { Score } from '../../../core/generated/api';
import type { ImageTemplate } from '../../../core/generated/config/event';
import { useEventConfig, type EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { host } from '../../host/registry';
import { ui } from '../../ui';
import { StatePage } from '../../ui/StatePage';
import { canvasPng, download, renderTemplate } from './canvas';
import { usePngPreview } from './usePngPreview';
import { scoreItemValues } from './itemValues';
import { ScoreLoader } from './ScoreLoader';

type Kind = 'score' | 'certificate';

/** The templates a race offers for a result: its result image, and its certificate when on. */
function templatesOf(event: EventConfig): { kind: Kind; template: ImageTemplate }[] {
  const results = event.results;
  return [
    ...(results?.scoreImage ? [{ kind: 'score' as const, template: results.scoreImage }] : []),
    ...(results?.certificate && results.certificateImage
      ? [{ kind: 'certificate' as const, template: results.certificateImage }]
      : []),
  ];
}

/** Draws the template for the result at a size; the texts come in the shown language. */
function useRender(template: ImageTemplate, values: ItemValues) {
  const localize = useLocalize();
  return (size: ExportSize) =>
    renderTemplate(
      template,
      placeItems(template, values, (item) => (item.text ? localize(item.text) : '')),
      size,
    );
}

function ImagePanel({
  template,
  score,
  kind,
}: {
  template: ImageTemplate;
  score: Score;
  kind: Kind;
}) {
  const { t } = useTranslation('results');
  const render = useRender(template, scoreItemValues(score));
  const { preview, failed } = usePngPreview(() => render('phone'));

  const fileName = (size: ExportSize) => `${kind}-${score.matchID}-${score.bib}-${size}.png`;
  const save = async (size: ExportSize) => {
    ui.loading.show();
    try {
      download(await canvasPng(await render(size)), fileName(size));
      ui.toast(t('saved'), { type: 'success' });
    } catch {
      ui.toast(t('drawFailed'), { type: 'fail' });
    } finally {
      ui.loading.hide();
    }
  };
  const share = async () => {
    const canvas = await render('phone');
    const shared = await host().share({
      title: score.matchName,
      imageData: canvas.toDataURL('image/png'),
    });
    if (!shared) download(await canvasPng(canvas), fileName('phone'));
  };

  if (failed) return <StatePage icon="!" title={t('failedTitle')} text={t('drawFailed')} />;
  return (
    <div className="score-image">
      {preview ? (
        <img
          className="score-canvas"
          src={preview}
          alt={t(kind === 'score' ? 'image' : 'certificate')}
        />
      ) : (
        <div className="score-state">
          <DotLoading color="primary" />
        </div>
      )}
      <div className="score-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!preview}
          onClick={() => save('phone')}
        >
          {t('savePhone')}
        </Button>
        <Button block shape="rounded" disabled={!preview} onClick={() => save('print')}>
          {t('savePrint')}
        </Button>
        <Button block shape="rounded" disabled={!preview} onClick={share}>
          {t('share')}
        </Button>
      </div>
    </div>
  );
}

function ScoreImages({ score }: { score: Score }) {
  const { t } = useTranslation('results');
  const config = useEventConfig(score.matchID);
  if (config.status === 'loading') {
    return (
      <div className="score-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  const templates = config.status === 'ready' ? templatesOf(config.event) : [];
  if (templates.length === 0)
    return <StatePage icon="?" title={t('noneTitle')} text={t('noImage')} />;
  return (
    <Tabs>
      {templates.map(({ kind, template }) => (
        <Tabs.Tab key={kind} title={t(kind === 'score' ? 'image' : 'certificate')}>
          <ImagePanel kind={kind} template={template} score={score} />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}

/**
 * The result image and finisher certificate (/scoreimage/{matchid}/{idcard}): drawn on a canvas
 * from the race's templates, saved as PNG at phone or print size, or shared through the host.
 */
export default function ScoreImageScreen() {
  const params = useParams();
  return <ScoreLoader key={params.idcard}>{(score) => <ScoreImages score={score} />}</ScoreLoader>;
}
