import { useLoaderData } from 'react-router-dom';
import { useLocalize } from '../../config/localize';
import { useEventScope, usePageTitle } from '../../navigation/shell';
import { BlockList } from '../../renderer/blocks/BlockList';
import type { EventHomeData } from './loader';

/** The event home: the blocks its config lists for the index screen. */
export default function IndexScreen() {
  const { event, live } = useLoaderData() as EventHomeData;
  const localize = useLocalize();
  useEventScope(event);
  usePageTitle(localize(event.name));
  return <BlockList blocks={event.screens.index.blocks} event={event} live={live} />;
}
