import type { ComponentType } from 'react';
import applyButtonsSchema from './applyButtons/schema.json';
import { ApplyButtons } from './applyButtons/ApplyButtons';
import bannerSchema from './banner/schema.json';
import heroesSchema from './heroes/schema.json';
import { Heroes } from './heroes/Heroes';
import { Banner } from './banner/Banner';
import keyFactsSchema from './keyFacts/schema.json';
import { KeyFacts } from './keyFacts/KeyFacts';
import richTextSchema from './richText/schema.json';
import { RichText } from './richText/RichText';
import type { BlockOf, BlockProps, BlockType } from './types';

export type { BlockConfig, BlockOf, BlockProps, BlockType } from './types';

export interface BlockEntry<T extends BlockType> {
  component: ComponentType<BlockProps<BlockOf<T>>>;
  /** JSON Schema of the block's config, the one the event schema is assembled from. */
  schema: object;
}

/**
 * Every block type an event page can show. Blocks are small and render together on the event
 * home, so they are bundled with it rather than loaded one by one (which would shift the page).
 */
export const blockRegistry: { [T in BlockType]: BlockEntry<T> } = {
  applyButtons: { component: ApplyButtons, schema: applyButtonsSchema },
  banner: { component: Banner, schema: bannerSchema },
  heroes: { component: Heroes, schema: heroesSchema },
  keyFacts: { component: KeyFacts, schema: keyFactsSchema },
  richText: { component: RichText, schema: richTextSchema },
};
