/**
 * The pickers' popup, which a runner only needs once they tap a picker, with antd-mobile's wheel
 * and its animation and gesture libraries. It comes as a chunk of its own, fetched when the
 * browser is idle after the form has rendered.
 */
export { WheelPicker } from './WheelPicker';
