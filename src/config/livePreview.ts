import type { ViteHotContext } from 'vite/types/hot.d.ts';
import type { EventEntry } from 'virtual:event-configs';
import { replaceEvents } from './events';

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    /**
     * A saved config passed the checker (scripts/vite/config-preview.ts): `index` is the address
     * of the event index, whose imports of the changed configs carry `?t=<timestamp>`.
     */
    'config-preview:update': { index: string; timestamp: number };
  }
}

/**
 * The dev server's live preview of event configs: a saved config reaches the open page without a
 * reload. The page imports the index again (a new address, so not the copy the browser holds),
 * takes its events and configs, and has the router load the page's data again, so the screen
 * shows the new config on the same route, in the same language, with what was typed still there.
 * Only called under `import.meta.hot`, so none of it is in the production build.
 */
export function followConfigSaves(hot: ViteHotContext, router: { revalidate(): Promise<void> }) {
  hot.on('config-preview:update', async ({ index, timestamp }) => {
    // The problems of the last save, if any, are fixed now; a reload used to take them away.
    document
      .querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay')
      .forEach((overlay) => overlay.close());
    const { events } = (await import(/* @vite-ignore */ `${index}?t=${timestamp}`)) as {
      events: EventEntry[];
    };
    await replaceEvents(events);
    await router.revalidate();
  });
}
