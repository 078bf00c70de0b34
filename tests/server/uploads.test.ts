import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/routes/uploads';
import { B, backends, data, errorOf, multipartFile, suiteServer, type Runner } from './helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A file whose first bytes are a PNG's, padded to `size` bytes. */
function pngOfSize(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  PNG_SIGNATURE.copy(file);
  return file;
}

/** Files that are not pictures, each named and declared as one. */
const NOT_IMAGES = [
  {
    what: 'a program renamed to .png',
    filename: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(504)]),
  },
  {
    what: 'a web page renamed to .jpg',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  },
  {
    what: 'a PDF declared as a GIF',
    filename: 'certificate.gif',
    type: 'image/gif',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'),
  },
];

describe.each(backends)('upload limits of oss/upload on $name', (backend) => {
  const server = suiteServer(backend);

  function upload(
    runner: Runner,
    file: { filename: string; type: string; bytes: Buffer },
    lang = 'zh-CN',
  ) {
    return server.request({
      method: 'POST',
      url: `${B}/oss/upload?scope=match&tag=refund&fileType=png`,
      token: runner.token,
      lang,
      ...multipartFile(file),
    });
  }

  /** What the file store holds for a runner. */
  const stored = async (runner: Runner) =>
    (
      await server.database.db
        .selectFrom('upload')
        .select(['size'])
        .where('runner_id', '=', runner.id)
        .execute()
    ).map((row) => row.size);

  it('takes a file of exactly the limit, and refuses one byte more saying the limit, storing nothing', async () => {
    const runner = await server.runner();
    const atLimit = await upload(runner, {
      filename: 'scan.png',
      type: 'image/png',
      bytes: pngOfSize(MAX_UPLOAD_BYTES),
    });
    expect(atLimit.statusCode).toBe(200);
    expect(data<{ size: number }>(atLimit).size).toBe(MAX_UPLOAD_BYTES);

    const over = {
      filename: 'scan.png',
      type: 'image/png',
      bytes: pngOfSize(MAX_UPLOAD_BYTES + 1),
    };
    const zh = await upload(runner, over);
    expect(zh.statusCode).toBe(413);
    expect(errorOf(zh)).toEqual({ code: 413, sub_code: 41302, message: '文件超过 5 MB，无法上传' });
    const en = await upload(runner, over, 'en-US');
    expect(errorOf(en)).toEqual({
      code: 413,
      sub_code: 41302,
      message: 'The file is larger than 5 MB, the most that can be uploaded',
    });
    // Only the file within the limit was kept.
    expect(await stored(runner)).toEqual([MAX_UPLOAD_BYTES]);
  });

  it.each(NOT_IMAGES)(
    'refuses $what by its content, whatever its name and declared type, storing nothing',
    async (file) => {
      const runner = await server.runner();
      const zh = await upload(runner, file);
      expect(zh.statusCode).toBe(400);
      expect(errorOf(zh)).toEqual({
        code: 400,
        sub_code: 40032,
        message: '仅支持上传 PNG、JPEG、WebP 或 GIF 图片',
      });
      const en = await upload(runner, file, 'en-US');
      expect(errorOf(en)).toEqual({
        code: 400,
        sub_code: 40032,
        message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
      });
      expect(await stored(runner)).toEqual([]);
    },
  );

  it('takes a real image by its content even when it is named and declared as something else', async () => {
    const runner = await server.runner();
    const response = await upload(runner, {
      filename: 'certificate.pdf',
      type: 'application/pdf',
      bytes: PNG,
    });
    expect(response.statusCode).toBe(200);
    const { url, contentType } = data<{ url: string; contentType: string }>(response);
    // Stored and served as what it is.
    expect(contentType).toBe('image/png');
    const served = await server.request({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await stored(runner)).toEqual([PNG.length]);
  });

  it('announces the same limit and types in the upload policy the app checks before sending', async () => {
    const runner = await server.runner();
    const policy = data<{ maxBytes: number; types: string[] }>(
      await server.get(`${B}/oss/signature`, { scope: 'match', tag: 'refund' }, runner.token),
    );
    expect(policy).toMatchObject({
      maxBytes: MAX_UPLOAD_BYTES,
      types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    });
  });
});
