import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { placeItems } from '../../../core/domain/results/imageTemplate';
import { SHARE_CARD_TEMPLATE, shareCardValues } from '../../../core/domain/share/card';
import type { ShareCardData } from '../../../core/generated/api';
import { drawShareData } from '../../api/matchH5';
import { useLocalize } from '../../config/localize';
import { host } from '../../host/registry';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { ui } from '../../ui';
import { PageLoading } from '../../ui/Loading';
import { StatePage } from '../../ui/StatePage';
import { useRemote } from '../../api/useRemote';
import { canvasPng, download, renderTemplate } from '../score/canvas';
import { usePngPreview } from '../score/usePngPreview';
import '../score/score.css';

function ShareCard({ card }: { card: ShareCardData }) {
  const { t } = useTranslation('share');
  const localize = useLocalize();
  const render = () =>
    renderTemplate(
      SHARE_CARD_TEMPLATE,
      placeItems(SHARE_CARD_TEMPLATE, shareCardValues(card), (item) =>
        item.text ? localize(item.text) : '',
      ),
      'phone',
    );
  const { preview, failed } = usePngPreview(render);

  const fileName = `share-${card.matchEventID}-${card.applicationID}.png`;
  const share = async () => {
    try {
      const canvas = await render();
      const shared = await host().share({
        title: card.matchName,
        imageData: canvas.toDataURL('image/png'),
      });
      if (!shared) {
        download(await canvasPng(canvas), fileName);
        ui.toast(t('saved'), { type: 'success' });
      }
    } catch {
      ui.toast(t('drawFailed'), { type: 'fail' });
    }
  };
  const save = async () => {
    try {
      download(await canvasPng(await render()), fileName);
      ui.toast(t('saved'), { type: 'success' });
    } catch {
      ui.toast(t('drawFailed'), { type: 'fail' });
    }
  };

  if (failed) return <StatePage icon="!" title={t('failedTitle')} text={t('drawFailed')} />;
  return (
    <div className="score-image">
      {preview ? (
        <img className="score-canvas" src={preview} alt={t('card')} />
      ) : (
        <div className="score-state">
          <DotLoading color="primary" />
        </div>
      )}
      <div className="score-actions">
        <Button block color="primary" shape="rounded" disabled={!preview} onClick={share}>
          {t('share')}
        </Button>
        <Button block shape="rounded" disabled={!preview} onClick={save}>
          {t('save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The share card of one of the runner's registrations (/share/{applicationid}): drawn on a
 * canvas from the server's data and handed to the host's share, the browser's share sheet, or
 * saved as a PNG.
 */
export default function ShareScreen() {
  const { t, i18n } = useTranslation('share');
  const applicationId = Number(useParams().applicationid);
  const state = useRemote(
    (signal) => drawShareData({ applicationID: applicationId }, { signal }),
    // The card's texts come in the shown language.
    [applicationId, i18n.language],
  );
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return <ErrorScreen title={t('failedTitle')} text={t('failed')} onRetry={state.retry} />;
  }
  return <ShareCard key={i18n.language} card={state.value} />;
}
