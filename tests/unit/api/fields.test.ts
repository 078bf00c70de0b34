import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, expect, it, vi } from 'vitest';
import { fieldsFile, staticFiles } from '../../../src/api/fields';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

it('fetches the field file of the language without any API header', async () => {
  localStorage.setItem('access_token', 'secret-token');
  localStorage.setItem('lang', 'en-US');
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { fields: [] }, status: 200, statusText: 'OK', headers: {}, config };
  };
  staticFiles.defaults.adapter = adapter;

  await expect(fieldsFile(1001)).resolves.toEqual({ fields: [] });
  await fieldsFile(1001, 'zh-CN');

  expect(seen.map((config) => config.url)).toEqual([
    '/fields/1001_en-US_h5.json',
    '/fields/1001_zh-CN_h5.json',
  ]);
  const sent = Object.keys(seen[0].headers.toJSON()).map((name) => name.toLowerCase());
  expect(sent).not.toContain('authorization');
  expect(sent).not.toContain('app-source');
  expect(sent).not.toContain('app-language');
});
