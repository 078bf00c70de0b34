import type { ComponentType } from 'react';
import { ApplyButtons } from './applyButtons/ApplyButtons';
import { Heroes } from './heroes/Heroes';
import { Banner } from './banner/Banner';
import { KeyFacts } from './keyFacts/KeyFacts';
import { RichText } from './richText/RichText';
import type { BlockOf, BlockProps, BlockType } from './types';

export type { BlockConfig, BlockOf, BlockProps, BlockType } from './types';

export interface BlockEntry<T extends BlockType> {
  component: ComponentType<BlockProps<BlockOf<T>>>;
}

/**
 * Every block type an event page can show. Blocks are small and render together on the event
 * home, so they are bundled with it rather than loaded one by one (which would shift the page).
 */
export const blockRegistry: { [T in BlockType]: BlockEntry<T> } = {
  applyButtons: { component: ApplyButtons },
  banner: { component: Banner },
  heroes: { component: Heroes },
  keyFacts: { component: KeyFacts },
  richText: { component: RichText },
};
