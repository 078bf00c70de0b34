/**
 * The antd-mobile photo uploader, with the picture viewer it opens: a chunk of its own, fetched
 * only by a form that asks for a photo, so that the pickers' chunk every form loads stays without it.
 */
export { ImageUploader } from 'antd-mobile';
