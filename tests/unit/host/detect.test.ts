import { describe, expect, it } from 'vitest';
import { detectHost, type HostProbe } from '../../../src/host/registry';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const probe = (userAgent: string, extra: Partial<HostProbe> = {}): HostProbe => ({
  userAgent,
  hasNativeBridge: false,
  ...extra,
});

describe('detectHost', () => {
  it.each([
    ['a phone browser', probe(IPHONE_SAFARI), 'h5'],
    ['a desktop-like browser', probe(ANDROID_CHROME), 'h5'],
    ['the native app by its user agent', probe(`${ANDROID_CHROME} RunnerApp/3.2.0`), 'native'],
    [
      'the native app by its injected bridge',
      probe(IPHONE_SAFARI, { hasNativeBridge: true }),
      'native',
    ],
    [
      'the messaging mini-program by its user agent',
      probe(`${ANDROID_CHROME} MicroMessenger/8.0.47 miniProgram/wx1234`),
      'wechat-mini',
    ],
    [
      'the messaging mini-program by its web-view flag',
      probe(`${IPHONE_SAFARI} MicroMessenger/8.0.47`, { wxEnvironment: 'miniprogram' }),
      'wechat-mini',
    ],
    [
      'the messaging app browser outside a mini-program',
      probe(`${IPHONE_SAFARI} MicroMessenger/8.0.47`),
      'h5',
    ],
    [
      'the payment mini-program',
      probe(`${ANDROID_CHROME} AlipayClient/10.5.36 MiniProgram Ariver/1.0`),
      'alipay-mini',
    ],
    [
      'the payment app browser outside a mini-program',
      probe(`${ANDROID_CHROME} AlipayClient/10.5.36`),
      'h5',
    ],
  ] as const)('recognises %s', (_name, input, expected) => {
    expect(detectHost(input)).toBe(expected);
  });
});
