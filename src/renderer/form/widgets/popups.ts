/**
 * The antd-mobile pickers' popups, which a runner only needs once they tap a picker, with their
 * animation and gesture libraries. They come as a chunk of their own, fetched when the browser is
 * idle after the form has rendered.
 */
export { DatePicker, Picker } from 'antd-mobile';
