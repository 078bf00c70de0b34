import { appConfig } from '../config/app';
import { createMiniProgramBridge } from './miniProgram';
import { createNativeBridge, NATIVE_USER_AGENT_MARK } from './native';
import { createPlainBridge } from './plain';
import type { HostBridge, HostSource } from './types';

/** What detection looks at, read from the window by `probeWindow`. */
export interface HostProbe {
  userAgent: string;
  hasNativeBridge: boolean;
  /** `window.__wxjs_environment`, set by the messaging app's web-view. */
  wxEnvironment?: string;
}

declare global {
  interface Window {
    __wxjs_environment?: string;
  }
}

export function probeWindow(): HostProbe {
  return {
    userAgent: navigator.userAgent,
    hasNativeBridge: window.NativeBridge !== undefined,
    wxEnvironment: window.__wxjs_environment,
  };
}

/**
 * The payment host's web-view says `AlipayClient` and `MiniProgram` (its plain in-app browser
 * only the former); the messaging host's says `miniProgram` (lower-case m) or sets
 * `__wxjs_environment`. The payment host is checked first so the two never overlap.
 */
export function detectHost(probe: HostProbe = probeWindow()): HostSource {
  const ua = probe.userAgent;
  if (probe.hasNativeBridge || ua.includes(NATIVE_USER_AGENT_MARK)) return 'native';
  if (ua.includes('AlipayClient') && ua.includes('MiniProgram')) return 'alipay-mini';
  if (ua.includes('miniProgram') || probe.wxEnvironment === 'miniprogram') return 'wechat-mini';
  return 'h5';
}

const bridges: Record<HostSource, () => HostBridge> = {
  native: createNativeBridge,
  'wechat-mini': () => createMiniProgramBridge('wechat-mini', appConfig.hostOrigins),
  'alipay-mini': () => createMiniProgramBridge('alipay-mini', appConfig.hostOrigins),
  h5: () => createPlainBridge('h5'),
};

let active: HostBridge | undefined;

/** The bridge of the host this page runs in, detected on first use. */
export function host(): HostBridge {
  return (active ??= bridges[detectHost()]());
}
