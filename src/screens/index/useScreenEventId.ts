import { useParams } from 'react-router-dom';
import { useRouteEdition } from '../../app/routeHandle';

/** The event of /index/{id}; on an edition's tabs, the edition's home event. */
export function useScreenEventId(): number {
  const { id } = useParams();
  const edition = useRouteEdition();
  return id !== undefined ? Number(id) : (edition?.homeEventId ?? Number.NaN);
}
