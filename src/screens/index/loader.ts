import type { LoaderFunctionArgs } from 'react-router-dom';
import { detailSimple } from '../../api/matchH5';
import { assetUrl } from '../../config/app';
import { loadEventConfig, type EventConfig } from '../../config/events';
import type { DetailSimpleResponse } from '../../../core/generated/api';

/** What an event's home (and its edition's sign tab) shows: its config and the server's word. */
export interface EventHomeData {
  event: EventConfig;
  /** Stage and places left as the server says now; absent when it could not be asked. */
  live?: DetailSimpleResponse;
}

const preloaded = new Set<string>();

/** Starts fetching the pictures at the top of the page as soon as the config names them. */
function preloadBanners(event: EventConfig): void {
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
 * The data of an event home, fetched while the router fetches the screen's code: the config (and
 * then the banner) and the server's detail at the same time.
 */
export async function loadEventHome(id: number, signal: AbortSignal): Promise<EventHomeData> {
  const [event, live] = await Promise.all([
    loadEventConfig(id).then((event) => {
      preloadBanners(event);
      return event;
    }),
    // Without the server's word the config's dates decide the stage.
    detailSimple({ matchEventID: id }, { signal }).catch(() => undefined),
  ]);
  return { event, live };
}

/** /index/{id}. */
export const eventHomeLoader = ({ params, request }: LoaderFunctionArgs) =>
  loadEventHome(Number(params.id), request.signal);
