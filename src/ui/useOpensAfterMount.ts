import { useEffect, useState } from 'react';

/**
 * For a sheet whose code is mounted by the tap that opens it: shown from its first render,
 * antd-mobile's popup stands in place at once, where every later opening slides up. It opens one
 * render after it mounts instead, so that the first opening moves as the others do.
 */
export function useOpensAfterMount(visible: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return visible && mounted;
}
