import type { OssSignature, OssUploadRequest, OssUploadResponse } from '../../core/generated/api';
import { apiB, area, type CallOptions } from './client';

/** Base B `oss/*`: image uploads (posters and e-signatures). */

const oss = area(apiB, 'oss');

/** The image, and the query that describes it (the scope is always `match`). */
export type UploadParams = Required<Pick<OssUploadRequest, 'tag' | 'fileType'>> & { file: Blob };

/** The upload policy: where to send a file, its largest size and the accepted types. */
export const signature = oss.get<OssSignature>('signature');

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
