import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListsScoreRequest, Score } from '../../../core/generated/api';
import { matchH5 } from '../../api';

export type Scores =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; list: Score[] };

/** The runner's own results from the server (all, one race's, or one), in the shown language. */
export function useScores(filter: ListsScoreRequest): Scores {
  const { i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Scores>({ status: 'loading' });
  const { matchID, idCard } = filter;
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    matchH5.listsScore({ matchID, idCard }, { signal: controller.signal }).then(
      ({ list }) => setState({ status: 'ready', list }),
      () =>
        !controller.signal.aborted &&
        setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => controller.abort();
  }, [matchID, idCard, attempt, i18n.language]);
  return state;
}
