import type { DetailSimpleResponse } from '../../../core/generated/api';
import type { BlockConfig } from '../../../core/generated/config/event';
import type { EventHome } from '../../config/events';

export type { BlockConfig };
export type BlockType = BlockConfig['type'];
export type BlockOf<T extends BlockType> = Extract<BlockConfig, { type: T }>;

/**
 * What every block component receives: its own config, the event it is shown for (without its
 * sign-up form, which the event home does not load), and what the
 * server says of the event now (stage, places left) when the page could ask.
 */
export interface BlockProps<B extends BlockConfig = BlockConfig> {
  block: B;
  event: EventHome;
  live?: DetailSimpleResponse;
}
