import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadEventHome } from '../../../src/screens/index/loader';

vi.mock('../../../src/api/matchH5', () => ({
  detailSimple: vi.fn(() => Promise.reject(new Error('offline'))),
}));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

it.each(['zh-CN', 'en-US'])(
  "has the browser ready its dates in the runner's language (%s) while a race's home loads",
  async (language) => {
    localStorage.setItem('lang', language);
    // `format` is a getter that hands out the formatter's bound function.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const formatted = vi.spyOn(prototype, 'format', 'get');
    await loadEventHome(1001, new AbortController().signal);
    await waitFor(() => expect(formatted).toHaveBeenCalled());
    const formatter = formatted.mock.contexts[0] as Intl.DateTimeFormat;
    expect(formatter.resolvedOptions().locale).toBe(language);
  },
);
