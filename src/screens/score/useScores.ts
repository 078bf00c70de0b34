import { useTranslation } from 'react-i18next';
import type { ListsScoreRequest, Score } from '../../../core/generated/api';
import { matchH5 } from '../../api';
import { useRemote, type Remote } from '../../api/useRemote';

/** The runner's own results from the server (all, one race's, or one), in the shown language. */
export function useScores({ matchID, idCard }: ListsScoreRequest): Remote<Score[]> {
  const { i18n } = useTranslation();
  return useRemote(
    async (signal) => (await matchH5.listsScore({ matchID, idCard }, { signal })).list,
    [matchID, idCard, i18n.language],
  );
}
