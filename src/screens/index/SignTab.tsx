import { useLoaderData } from 'react-router-dom';
import { useEventScope } from '../../navigation/shell';
import { BlockList } from '../../renderer/blocks/BlockList';
import type { BlockConfig } from '../../renderer/blocks';
import { PageLoading } from '../../ui/Loading';
import { useNextPagesWarmUp } from './warmUp';
import { useLiveEvent } from './liveEvent';
import type { EventHomeData } from './loader';

// The way into sign-up: the facts a runner checks before entering, then the sign-up button.
const SIGN_BLOCKS: BlockConfig[] = [{ type: 'keyFacts' }, { type: 'applyButtons' }];

/** The sign tab of an edition: sign-up entry for the edition's home event. */
export default function SignTab() {
  const { event } = useLoaderData() as EventHomeData;
  const live = useLiveEvent(event.id);
  useEventScope(event);
  useNextPagesWarmUp(event, live);
  if (live === undefined) return <PageLoading />;
  return <BlockList blocks={SIGN_BLOCKS} event={event} live={live ?? undefined} />;
}
