import { EventPage } from '../../app/EventPage';
import { BlockList } from '../../renderer/blocks/BlockList';
import type { BlockConfig } from '../../renderer/blocks';
import { useScreenEventId } from './useScreenEventId';

// The way into sign-up: the facts a runner checks before entering, then the sign-up button.
const SIGN_BLOCKS: BlockConfig[] = [{ type: 'keyFacts' }, { type: 'applyButtons' }];

/** The sign tab of an edition: sign-up entry for the edition's home event. */
export default function SignTab() {
  const id = useScreenEventId();
  return (
    <EventPage id={id}>{(event) => <BlockList blocks={SIGN_BLOCKS} event={event} />}</EventPage>
  );
}
