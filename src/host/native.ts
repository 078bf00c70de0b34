import { BRIDGE_READY_TIMEOUT_MS, TOAST } from '../../core/domain/constants';
import { ui } from '../ui/bus';
import { page } from './page';
import { createPlainBridge } from './plain';
import type { HostBridge, PayOrder, ShareData } from './types';

/**
 * The contract with the native app. Its WebView puts `NATIVE_USER_AGENT_MARK` in the user agent,
 * injects `window.NativeBridge`, and dispatches `NATIVE_READY_EVENT` on `document` once the
 * object is usable (the object may also already be there when the page starts).
 */
export interface NativeAppBridge {
  getToken(): string | null | Promise<string | null>;
  /** Renews the runner's session and answers the new token (null when it could not). */
  refreshToken(): Promise<string | null>;
  setTitle(title: string): void;
  setFullScreen(enabled: boolean): void;
  setUserInfoEditing(enabled: boolean): void;
  share(data: ShareData): void;
  pay(order: PayOrder): void;
}

declare global {
  interface Window {
    NativeBridge?: NativeAppBridge;
  }
}

export const NATIVE_USER_AGENT_MARK = 'RunnerApp/';
export const NATIVE_READY_EVENT = 'NativeBridgeReady';
export const NATIVE_READY_TIMEOUT_MESSAGE = 'jsbridge ready timeout.';

function waitForNativeBridge(timeoutMs: number): Promise<NativeAppBridge> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (!window.NativeBridge) return false;
      clearTimeout(timer);
      document.removeEventListener(NATIVE_READY_EVENT, settle);
      resolve(window.NativeBridge);
      return true;
    };
    const timer = setTimeout(() => {
      document.removeEventListener(NATIVE_READY_EVENT, settle);
      reject(new Error(NATIVE_READY_TIMEOUT_MESSAGE));
    }, timeoutMs);
    if (!settle()) document.addEventListener(NATIVE_READY_EVENT, settle);
  });
}

export function createNativeBridge(): HostBridge {
  const plain = createPlainBridge('native');
  let connection: Promise<NativeAppBridge> | undefined;
  const app = () =>
    (connection ??= waitForNativeBridge(BRIDGE_READY_TIMEOUT_MS).catch((error: Error) => {
      ui.toast(error.message, { type: 'fail' });
      // Reload once the message has been on screen for its usual time.
      setTimeout(() => page.reload(), TOAST.durationMs);
      throw error;
    }));
  // Fire-and-forget calls; a missing bridge has already been reported by `app()`.
  const tell = (call: (bridge: NativeAppBridge) => void) => {
    app().then(call, () => undefined);
  };

  return {
    ...plain,
    paysInHost: true,
    ready: () => app().then(() => undefined),
    getToken: async () => (await (await app()).getToken()) || null,
    setTitle(title) {
      plain.setTitle(title);
      tell((bridge) => bridge.setTitle(title));
    },
    setFullScreen: (enabled) => tell((bridge) => bridge.setFullScreen(enabled)),
    setUserInfoEditing: (enabled) => tell((bridge) => bridge.setUserInfoEditing(enabled)),
    share: (data) =>
      app().then(
        (bridge) => {
          bridge.share(data);
          return true;
        },
        () => false,
      ),
    pay: (order) => tell((bridge) => bridge.pay(order)),
    refreshToken: async () => (await (await app()).refreshToken()) || null,
  };
}
