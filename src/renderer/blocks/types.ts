import type { BlockConfig, EventConfig } from '../../../core/generated/config/event';

export type { BlockConfig };
export type BlockType = BlockConfig['type'];
export type BlockOf<T extends BlockType> = Extract<BlockConfig, { type: T }>;

/** What every block component receives: its own config and the event it is shown for. */
export interface BlockProps<B extends BlockConfig = BlockConfig> {
  block: B;
  event: EventConfig;
}
