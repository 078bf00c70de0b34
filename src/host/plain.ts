import { page } from './page';
import type { HostBridge, HostSource } from './types';

/**
 * A host that offers nothing beyond the browser: plain H5, and the base the other bridges extend.
 */
export function createPlainBridge(source: HostSource): HostBridge {
  return {
    source,
    paysInHost: false,
    ready: () => Promise.resolve(),
    getToken: () => Promise.resolve(null),
    setTitle(title) {
      document.title = title;
    },
    setFullScreen() {},
    setUserInfoEditing() {},
    async share(data) {
      if (!navigator.share) return false;
      try {
        await navigator.share({ title: data.title, url: location.href });
        return true;
      } catch {
        // The runner closed the share sheet.
        return false;
      }
    },
    pay() {
      throw new Error(`The ${source} host does not take payments`);
    },
    refreshToken: () => Promise.resolve(null),
    reload: () => page.reload(),
  };
}
