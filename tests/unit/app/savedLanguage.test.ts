import { describe, expect, it } from 'vitest';

describe('language at start-up', () => {
  it('starts in the saved choice, and in Chinese when the saved value is not a language', async () => {
    localStorage.setItem('lang', 'en-US');
    const { i18next, savedLanguage } = await import('../../../src/i18n');
    expect(i18next.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');

    localStorage.setItem('lang', 'fr-FR');
    expect(savedLanguage()).toBe('zh-CN');
    localStorage.removeItem('lang');
    expect(savedLanguage()).toBe('zh-CN');
  });
});
