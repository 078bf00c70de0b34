import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Score } from '../../../core/generated/api';
import { StatePage } from '../../ui/StatePage';
import { useScores } from './useScores';
import './score.css';

/** The result of /…/{matchid}/{idcard}: the runner's own, or a page saying there is none. */
export function ScoreLoader({ children }: { children: (score: Score) => ReactNode }) {
  const { t } = useTranslation('results');
  const params = useParams();
  const state = useScores({ matchID: Number(params.matchid), idCard: params.idcard });
  if (state.status === 'loading') {
    return (
      <div className="score-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <StatePage icon="!" title={t('failedTitle')} text={t('failed')}>
        <Button color="primary" onClick={state.retry}>
          {t('retry')}
        </Button>
      </StatePage>
    );
  }
  const [score] = state.value;
  if (!score) return <StatePage icon="?" title={t('noneTitle')} text={t('none')} />;
  return <>{children(score)}</>;
}
