import { useMatches } from 'react-router-dom';
import { editionByPrefix, type EditionConfig } from '../config/app';
import type { GateType } from '../renderer/gates/types';

/** What a route tells the shell about its pages (the `handle` of a route object). */
export interface RouteHandle {
  /** i18n key of the page title, "namespace:key". */
  title?: string;
  /** Event home pages: no back button, and the native app shows them full screen. */
  home?: boolean;
  /** The native app shows the page full screen (index and score pages). */
  fullScreen?: boolean;
  /** The native app treats the page as editing the runner's personal details (sign, edit). */
  editsUserInfo?: boolean;
  /** A bottom tab of an edition: no back button. */
  tab?: boolean;
  /** Set by an edition group (/gz …) for all of its pages. */
  edition?: string;
  /** A gate page: the gate type it shows (its route comes from the gate registry). */
  gate?: GateType;
}

/** The handles of the matched routes merged, inner routes winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => match.handle as RouteHandle | undefined));
}

/** The edition whose group (/gz, /bj …) the current page belongs to, if any. */
export function useRouteEdition(): EditionConfig | undefined {
  return editionByPrefix(useRouteHandle().edition);
}
