import { describe, expect, it } from 'vitest';
import { i18next } from '../../../src/i18n';
import { pageTexts } from '../../../src/i18n/pageTexts';

// The two globs must name the same list (a glob takes literal patterns only): a namespace in
// neither would reach a page only after it first suspends, one in both would be sent twice.
const chineseFiles = Object.keys(import.meta.glob('../../../src/i18n/locales/zh-CN/*.json'));
const namespaceOf = (path: string) => /([^/]+)\.json$/.exec(path)![1];

describe('the Chinese texts', () => {
  const bundled = chineseFiles
    .map(namespaceOf)
    .filter((namespace) => i18next.hasResourceBundle('zh-CN', namespace));
  const inPageChunk = Object.keys(pageTexts)
    .filter((path) => path.includes('/locales/'))
    .map(namespaceOf);

  it('are each either bundled with the event home or in the other pages’ chunk', () => {
    expect([...bundled, ...inPageChunk].sort()).toEqual(chineseFiles.map(namespaceOf).sort());
    expect(bundled.filter((namespace) => inPageChunk.includes(namespace))).toEqual([]);
  });

  it('bundle what the shell and an event home show, and the validation texts go with the pages', () => {
    expect(bundled).toEqual(expect.arrayContaining(['common', 'shell', 'home', 'errors']));
    expect(Object.keys(pageTexts)).toContain('../../core/form/messages/zh-CN.json');
  });
});
