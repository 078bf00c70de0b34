import { apiB, area, type CallOptions, type Endpoint } from './client';

/** Base B `oss/*`: image uploads (posters and e-signatures). */

const oss = area(apiB, 'oss');

export interface UploadParams {
  file: Blob;
  tag: 'poster' | 'esign';
  /** File extension, e.g. `png`. */
  fileType: string;
}

export type Signature = Endpoint;

export const signature = oss.get<Signature>('signature');

/** Sends `file` as multipart; scope, tag and type travel in the query. */
export function upload(
  { file, tag, fileType }: UploadParams,
  options?: CallOptions,
): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file, `${tag}.${fileType}`);
  return apiB
    .post<{ data: { url: string } }>('oss/upload', body, {
      ...options,
      params: { scope: 'match', tag, fileType },
    })
    .then((response) => response.data.data);
}
