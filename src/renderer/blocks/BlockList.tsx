import type { ComponentType } from 'react';
import type { EventHome } from '../../config/events';
import { blockRegistry, type BlockConfig, type BlockProps } from './index';
import './BlockList.css';

/** Renders blocks top to bottom, each by the component its type is registered with. */
export function BlockList({
  blocks,
  event,
  live,
}: {
  blocks: readonly BlockConfig[];
  event: EventHome;
  live?: BlockProps['live'];
}) {
  return (
    <div className="block-list">
      {blocks.map((block, index) => {
        // The mapped registry type pairs each type with its own props; one lookup loses that link.
        const Block = blockRegistry[block.type].component as ComponentType<BlockProps>;
        return <Block key={`${block.type}-${index}`} block={block} event={event} live={live} />;
      })}
    </div>
  );
}
