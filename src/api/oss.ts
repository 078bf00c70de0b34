import type { OssUploadRequest, OssUploadResponse } from '../../core/generated/api';
import { apiB, area, type CallOptions, type Endpoint } from './client';

/** Base B `oss/*`: image uploads (posters and e-signatures). */

const oss = area(apiB, 'oss');

/** The image, and the query that describes it (the scope is always `match`). */
export type UploadParams = Required<Pick<OssUploadRequest, 'tag' | 'fileType'>> & { file: Blob };

export type Signature = Endpoint;

export const signature = oss.get<Signature>('signature');

/** Sends `file` as multipart; scope, tag and type travel in the query. */
export function upload(
  { file, tag, fileType }: UploadParams,
  options?: CallOptions,
): Promise<OssUploadResponse> {
  const body = new FormData();
  body.append('file', file, `${tag}.${fileType}`);
  const params: OssUploadRequest = { scope: 'match', tag, fileType };
  return apiB
    .post<{ data: OssUploadResponse }>('oss/upload', body, { ...options, params })
    .then((response) => response.data.data);
}
