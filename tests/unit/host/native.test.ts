import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNativeBridge,
  NATIVE_READY_EVENT,
  type NativeAppBridge,
} from '../../../src/host/native';
import { page } from '../../../src/host/page';
import { uiBus, type UiEvents } from '../../../src/ui/bus';

function nativeApp(overrides: Partial<NativeAppBridge> = {}): NativeAppBridge {
  return {
    getToken: () => 'native-token',
    refreshToken: async () => 'fresh-token',
    setTitle: vi.fn(),
    setFullScreen: vi.fn(),
    setUserInfoEditing: vi.fn(),
    share: vi.fn(),
    pay: vi.fn(),
    ...overrides,
  };
}

let toasts: UiEvents['toast'][];
const onToast = (toast: UiEvents['toast']) => toasts.push(toast);

beforeEach(() => {
  vi.useFakeTimers();
  toasts = [];
  uiBus.on('toast', onToast);
});

afterEach(() => {
  uiBus.off('toast', onToast);
  delete window.NativeBridge;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('native bridge', () => {
  it('uses a bridge that is already injected', async () => {
    window.NativeBridge = nativeApp();
    const bridge = createNativeBridge();

    await expect(bridge.getToken()).resolves.toBe('native-token');
  });

  it('waits for the ready event when the bridge arrives later', async () => {
    const bridge = createNativeBridge();
    const token = bridge.getToken();

    await vi.advanceTimersByTimeAsync(1500);
    window.NativeBridge = nativeApp();
    document.dispatchEvent(new Event(NATIVE_READY_EVENT));

    await expect(token).resolves.toBe('native-token');
    await vi.advanceTimersByTimeAsync(5000);
    expect(toasts).toEqual([]);
  });

  it("reports 'jsbridge ready timeout.' after 2000 ms and then reloads the page", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const bridge = createNativeBridge();
    const ready = bridge.ready();
    const outcome = ready.then(
      () => 'ready',
      (error: Error) => error.message,
    );

    await vi.advanceTimersByTimeAsync(1999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    await expect(outcome).resolves.toBe('jsbridge ready timeout.');
    expect(toasts.map((toast) => toast.message)).toEqual(['jsbridge ready timeout.']);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes page settings to the native app once it is ready', async () => {
    const app = nativeApp();
    const bridge = createNativeBridge();

    bridge.setTitle('Sign up');
    bridge.setFullScreen(true);
    bridge.setUserInfoEditing(true);
    window.NativeBridge = app;
    document.dispatchEvent(new Event(NATIVE_READY_EVENT));
    await vi.advanceTimersByTimeAsync(0);

    expect(document.title).toBe('Sign up');
    expect(app.setTitle).toHaveBeenCalledWith('Sign up');
    expect(app.setFullScreen).toHaveBeenCalledWith(true);
    expect(app.setUserInfoEditing).toHaveBeenCalledWith(true);
  });

  it('answers a refreshed token from the native app', async () => {
    window.NativeBridge = nativeApp();

    await expect(createNativeBridge().refreshToken()).resolves.toBe('fresh-token');
  });
});
