import { useParams } from 'react-router-dom';
import { group } from '../../api';
import { useLoad } from '../team/useLoad';

/** The group named by the page's `:id`, as its leader sees it. */
export function useGroup() {
  const groupID = Number(useParams().id);
  return useLoad((signal) => group.detail({ groupID }, { signal }), String(groupID));
}
