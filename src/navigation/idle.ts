/**
 * Runs `work` once the page is idle (after its first paint and input); answers a function that
 * cancels it if it has not run. Safari has no requestIdleCallback: a timer lets the page finish
 * its first paint there.
 */
export function whenIdle(work: () => void): () => void {
  if (window.requestIdleCallback) {
    const task = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(task);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
