import { page } from './page';
import type { HostBridge, HostSource } from './types';

/** A data: URL picture as a PNG file to share. */
async function imageFile(dataUrl: string, title: string): Promise<File> {
  const blob = await (await fetch(dataUrl)).blob();
  return new File([blob], `${title}.png`, { type: 'image/png' });
}

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
        const files = data.imageData ? [await imageFile(data.imageData, data.title)] : [];
        // A generated picture is what the runner shares when the browser takes files.
        const withFiles = files.length > 0 && navigator.canShare?.({ files }) === true;
        await navigator.share(
          withFiles ? { title: data.title, files } : { title: data.title, url: location.href },
        );
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
