import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Score } from '../../../core/generated/api';
import { rankRows } from './ranks';
import { scoreImageRoute } from '../../config/routes/score';
import { ScoreLoader } from './ScoreLoader';

function ScoreView({ score }: { score: Score }) {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  return (
    <div className="score">
      <section className="score-head">
        <h2 className="score-race">{score.matchName}</h2>
        <p className="score-course">
          {score.course} · {t('bib')} {score.bib}
        </p>
        <p className="score-net" aria-label={t('netTime')}>
          {score.netTime}
        </p>
        <p className="score-sub">{t('netTime')}</p>
      </section>
      <List className="score-card" header={t('times')}>
        <List.Item extra={<span data-testid="gun-time">{score.gunTime}</span>}>
          {t('gunTime')}
        </List.Item>
        <List.Item extra={<span data-testid="net-time">{score.netTime}</span>}>
          {t('netTime')}
        </List.Item>
        <List.Item extra={<span data-testid="pace">{score.pace}</span>}>{t('pace')}</List.Item>
      </List>
      <List className="score-card" header={t('ranks')}>
        {rankRows(score, t).map((row) => (
          <List.Item key={row.key} extra={<span data-testid={`rank-${row.key}`}>{row.value}</span>}>
            {row.label}
          </List.Item>
        ))}
      </List>
      {score.splits.length > 0 && (
        <List className="score-card" header={t('splits')}>
          {score.splits.map((split) => (
            <List.Item key={split.label} extra={split.time}>
              {split.label}
            </List.Item>
          ))}
        </List>
      )}
      <div className="score-actions">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => navigate(scoreImageRoute(score.matchID, score.idCard))}
        >
          {score.certificate ? t('imageAndCertificate') : t('image')}
        </Button>
      </div>
    </div>
  );
}

/** One result (/score/{matchid}/{idcard}): times, pace, ranks and splits as the server worked them out. */
export default function ScoreScreen() {
  return <ScoreLoader>{(score) => <ScoreView score={score} />}</ScoreLoader>;
}
