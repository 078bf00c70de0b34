/**
 * Full-page loads go through this object rather than `location` directly, so that unit tests can
 * observe them (jsdom cannot load another document).
 */
export const page = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
