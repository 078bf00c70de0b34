/**
 * The antd-mobile parts of the form a runner only needs once they tap: the pickers' popups and
 * the photo uploader, with their animation and gesture libraries. They come as a chunk of their
 * own, fetched when the browser is idle after the form has rendered.
 */
export { DatePicker, ImageUploader, Picker } from 'antd-mobile';
