/** Modules made from configs/events at build time by scripts/vite/event-configs.ts. */
declare module 'virtual:event-configs' {
  import type { EventConfig } from '../../core/generated/config/event';
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** One event as the index knows it, with loaders of its config and of its form's validators. */
  export interface EventEntry {
    id: number;
    key: string;
    /** Route prefix of the event's edition. */
    edition: string;
    name: EventConfig['name'];
    load: () => Promise<EventConfig>;
    /** The config without its `form`: what the event home needs, a chunk of its own. */
    loadHome: () => Promise<EventConfig>;
    loadForm: () => Promise<{ createValidateFns: (formSchema: object) => ValidatorFunctions }>;
    /** Loaders of the validators of the roles that have a form of their own, by role id. */
    loadRoleForms: Partial<Record<number, EventEntry['loadForm']>>;
  }

  export const events: EventEntry[];
}
