import { EventPage } from '../../app/EventPage';
import { usePageTitle } from '../../app/shellContext';
import type { EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { BlockList } from '../../renderer/blocks/BlockList';
import { useScreenEventId } from './useScreenEventId';

function EventHome({ event }: { event: EventConfig }) {
  const localize = useLocalize();
  usePageTitle(localize(event.name));
  return <BlockList blocks={event.screens.index.blocks} event={event} />;
}

/** The event home: the blocks its config lists for the index screen. */
export default function IndexScreen() {
  const id = useScreenEventId();
  return <EventPage id={id}>{(event) => <EventHome event={event} />}</EventPage>;
}
