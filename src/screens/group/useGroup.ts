import { useParams } from 'react-router-dom';
import { group } from '../../api';
import { useRemote } from '../../api/useRemote';

/** The group named by the page's `:id`, as its leader sees it. */
export function useGroup() {
  const groupID = Number(useParams().id);
  return useRemote((signal) => group.detail({ groupID }, { signal }), [groupID]);
}
