import { appConfig } from '../config/app';
import { useRouteEdition } from './routeHandle';

/** Where "back to home" goes: the edition's home tab inside an edition, else the default event. */
export function useHomePath(): string {
  const edition = useRouteEdition();
  return edition ? `/${edition.prefix}/index` : `/index/${appConfig.defaultEventId}`;
}
