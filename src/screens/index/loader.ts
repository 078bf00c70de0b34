import type { LoaderFunctionArgs } from 'react-router-dom';
import { assetUrl } from '../../config/app';
import { loadEventHomeConfig, type EventHome } from '../../config/events';
import { prepareDateFormats } from '../../i18n/format';
import { currentLanguage } from '../../i18n/language';
import { whenIdle } from '../../navigation/idle';
import { prefetchLiveEvent } from './liveEvent';

/**
 * What an event's home (and its edition's sign tab) is built from: its config, without the sign-up
 * form, which the pages after the home read.
 */
export interface EventHomeData {
  event: EventHome;
}

const preloaded = new Set<string>();

/** Starts fetching the pictures at the top of the page as soon as the config names them. */
function preloadBanners(event: EventHome): void {
  for (const block of event.screens.index.blocks) {
    if (block.type !== 'banner' || preloaded.has(block.image)) continue;
    preloaded.add(block.image);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = assetUrl(block.image);
    document.head.append(link);
  }
}

/**
 * The config of an event home, fetched while the router fetches the screen's code; the server's
 * detail is asked for at the same time, for the screen to take over.
 */
export async function loadEventHome(id: number, signal: AbortSignal): Promise<EventHomeData> {
  prefetchLiveEvent(id, { signal });
  // The home shows the race's dates; the thread is free while its code and data arrive.
  whenIdle(() => prepareDateFormats(currentLanguage()));
  const event = await loadEventHomeConfig(id);
  preloadBanners(event);
  return { event };
}

/** /index/{id}. */
export const eventHomeLoader = ({ params, request }: LoaderFunctionArgs) =>
  loadEventHome(Number(params.id), request.signal);
