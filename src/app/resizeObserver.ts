/** The browser's ResizeObserver, in place of a polyfill that returns it whenever it exists. */
export default globalThis.ResizeObserver;
