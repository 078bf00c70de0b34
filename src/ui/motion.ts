type MotionSwitch = typeof import('./springs');

/**
 * Follows the system's "reduce motion" setting, also when it changes while the app is open:
 * antd-mobile's sheets, pickers and tabs then stand in place instead of sliding (their springs
 * skip to the end). The switch is loaded only once it is needed, because it brings the spring
 * library, which the home does not otherwise load. PhotoSwipe follows the setting by itself.
 */
export function followMotionPreference(): void {
  const media = window.matchMedia('(prefers-reduced-motion: reduce)');
  let motion: Promise<MotionSwitch> | undefined;
  const apply = (reduce: boolean) => {
    if (!reduce && !motion) return;
    motion ??= import('./springs');
    motion.then(
      ({ reduceMotion, restoreMotion }) => (reduce ? reduceMotion() : restoreMotion()),
      // Not loaded (the network dropped): the browser keeps that failure for the page, so the
      // sheets keep sliding until the next load, as they did before the setting.
      () => undefined,
    );
  };
  apply(media.matches);
  media.addEventListener('change', (event) => apply(event.matches));
}
