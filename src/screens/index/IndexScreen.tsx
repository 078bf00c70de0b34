import { useLoaderData } from 'react-router-dom';
import { useLocalize } from '../../config/localize';
import { useEventScope, usePageTitle } from '../../navigation/shell';
import { BlockList } from '../../renderer/blocks/BlockList';
import { useNextPagesWarmUp } from './warmUp';
import { PageLoading } from '../../ui/Loading';
import { useLiveEvent } from './liveEvent';
import type { EventHomeData } from './loader';

/** The event home: the blocks its config lists for the index screen. */
export default function IndexScreen() {
  const { event } = useLoaderData() as EventHomeData;
  const live = useLiveEvent(event.id);
  const localize = useLocalize();
  useEventScope(event);
  usePageTitle(localize(event.name));
  useNextPagesWarmUp(event, live);
  // The stage decides the sign-up button: the page waits for the server's word, or its absence.
  if (live === undefined) return <PageLoading />;
  return <BlockList blocks={event.screens.index.blocks} event={event} live={live ?? undefined} />;
}
