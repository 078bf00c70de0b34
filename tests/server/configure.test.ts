import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../../core/generated/api';
import { B, backends, data, suiteServer } from './helpers';

describe('the app-wide settings (configure)', () => {
  const server = suiteServer(backends[0]);

  it('gives the languages, customer service and legal pages in the request language', async () => {
    const settings = (lang: string) =>
      server.request({ method: 'GET', url: `${B}/configure`, lang }).then(data<AppSettings>);
    expect(await settings('en-US')).toEqual({
      languages: ['zh-CN', 'en-US'],
      defaultLanguage: 'zh-CN',
      defaultEventId: 1001,
      defaultEdition: 'gz',
      customerService: { phone: '400-800-1234', hours: 'Weekdays 9:00-18:00' },
      legal: { terms: '/legal/terms.en-US.html', privacy: '/legal/privacy.en-US.html' },
    });
    expect((await settings('zh-CN')).customerService?.hours).toBe('工作日 9:00-18:00');
  });
});
