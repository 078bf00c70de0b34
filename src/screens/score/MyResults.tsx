import { DotLoading, Empty, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { scoreRoute } from '../../config/routes/score';
import { useScores } from './useScores';
import './score.css';

/** "My results" on the my tab: each of the runner's results, leading to its page. */
export function MyResults() {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const state = useScores({});
  if (state.status === 'loading') {
    return (
      <div className="score-state">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (state.status === 'failed' || state.value.length === 0) {
    return (
      <Empty
        className="score-empty"
        description={state.status === 'failed' ? t('failed') : t('noResults')}
      />
    );
  }
  return (
    <>
      {state.value.map((score) => (
        <List.Item
          key={`${score.matchID}/${score.idCard}`}
          arrow
          onClick={() => navigate(scoreRoute(score.matchID, score.idCard))}
          description={`${score.course} · ${t('pace')} ${score.pace}`}
          extra={score.netTime}
        >
          {score.matchName}
        </List.Item>
      ))}
    </>
  );
}
