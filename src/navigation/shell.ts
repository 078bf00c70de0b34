import { createContext, useContext, useEffect } from 'react';
import type { EventHome } from '../config/events';
import { useMustCn } from '../i18n';

/** What a page can tell the shell around it. */
export interface Shell {
  /** A title that replaces the route's own (e.g. the race name); undefined restores it. */
  setTitle(title: string | undefined): void;
  /** The edition whose theme the page wears; undefined restores the route's. */
  setEventEdition(prefix: string | undefined): void;
}

export const ShellContext = createContext<Shell | null>(null);

/** Shows `title` as the page title while the calling page is shown. */
export function usePageTitle(title: string | undefined): void {
  const shell = useContext(ShellContext);
  useEffect(() => {
    if (!shell || title === undefined) return;
    shell.setTitle(title);
    return () => shell.setTitle(undefined);
  }, [shell, title]);
}

/**
 * A page about one event wears the theme of the event's edition and, when the event says
 * mustCn, is shown in Chinese (the runner's own choice returns when the page is left).
 */
export function useEventScope(event: EventHome): void {
  const shell = useContext(ShellContext);
  useMustCn(event.mustCn ?? false);
  useEffect(() => {
    if (!shell) return;
    shell.setEventEdition(event.edition);
    return () => shell.setEventEdition(undefined);
  }, [shell, event.edition]);
}
