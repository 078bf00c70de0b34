/**
 * The texts in the default language that an event home does not show (index.ts bundles those it
 * does: the list left out here is the same), in one chunk, so that a page other than the home
 * loads them with its code in a single request.
 */
export const pageTexts = import.meta.glob<Record<string, unknown>>(
  [
    './locales/zh-CN/*.json',
    '!./locales/zh-CN/{common,errors,flow,group,home,pickup,shell,team}.json',
    '../../core/form/messages/zh-CN.json',
  ],
  { eager: true, import: 'default' },
);
