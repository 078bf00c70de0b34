import { defaultEdition, type EditionConfig } from '../config/app';
import { useRouteEdition } from './routeHandle';

/** An edition's home tab, where its tab bar offers "my registrations" and the language switch. */
export const editionHome = (edition: EditionConfig): string => `/${edition.prefix}/index`;

/** Where the app starts (`/`) and where a runner lands after signing out. */
export const defaultHomePath = editionHome(defaultEdition);

/** Where "back to home" goes: the edition's home tab inside an edition, else the default one. */
export function useHomePath(): string {
  const edition = useRouteEdition();
  return edition ? editionHome(edition) : defaultHomePath;
}
