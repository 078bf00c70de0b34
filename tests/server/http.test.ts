import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { A, B, backends, errorOf, suiteServer, startServer, type Runner } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(boundary: string, name: string, filename: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe.each(backends)('HTTP behaviour on $name', (backend) => {
  const server = suiteServer(backend);
  let runner: Runner;

  beforeAll(async () => {
    runner = await server.runner();
  });

  it('answers the health check', async () => {
    const response = await server.get(`${B}/health`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
  });

  it('answers unknown API paths with 404 in the error shape, in the request language', async () => {
    for (const url of [`${A}/matchH5/nope`, `${B}/nothing/here`]) {
      const zh = await server.request({ method: 'GET', url });
      expect(zh.statusCode).toBe(404);
      expect(errorOf(zh)).toEqual({ code: 404, sub_code: 40401, message: `接口不存在：${url}` });
      const en = await server.request({ method: 'GET', url, lang: 'en-US' });
      expect(errorOf(en).message).toBe(`No such API: ${url}`);
    }
  });

  it('answers a wrong method with 405, the allowed methods, and never the busy sub-code', async () => {
    const response = await server.request({ method: 'POST', url: `${A}/matchH5/detailSimple` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(errorOf(response).sub_code).toBe(40502);
    // Routes outside the JSON API (a field file, an uploaded file) are known paths too.
    for (const url of ['/fields/1_zh-CN_h5.json', `${B}/oss/file/abc`]) {
      const put = await server.request({ method: 'PUT', url });
      expect([put.statusCode, put.headers.allow, errorOf(put).sub_code]).toEqual([
        405,
        'GET, HEAD',
        40502,
      ]);
    }
    const getApply = await server.request({
      method: 'DELETE',
      url: `${A}/matchH5/apply`,
      lang: 'en-US',
    });
    expect(errorOf(getApply)).toEqual({
      code: 405,
      sub_code: 40502,
      message: 'Method DELETE is not allowed here',
    });
  });

  it('names the bad parameter in a 400', async () => {
    const wrongType = await server.get(`${A}/matchH5/detailSimple`, { matchEventID: 'abc' });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType)).toMatchObject({ code: 400, sub_code: 40001 });
    expect(errorOf(wrongType).message).toContain('matchEventID');
    const missing = await server.request({
      method: 'GET',
      url: `${A}/matchH5/detailSimple`,
      lang: 'en-US',
    });
    expect(errorOf(missing).message).toBe('Invalid parameter: matchEventID');
  });

  it('refuses oversized bodies with 413, unknown content types with 415, broken JSON with 400', async () => {
    const big = await server.post(
      `${A}/matchH5/apply`,
      { formValues: 'x'.repeat(200_000) },
      runner.token,
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).sub_code).toBe(41301);
    const xml = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(errorOf(xml).sub_code).toBe(41501);
    const json = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"matchEventID":',
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).sub_code).toBe(40002);
    // Only the upload route reads multipart bodies.
    const boundary = 'b0undary';
    const multipartApply = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(boundary, 'file', 'a.png', PNG),
    });
    expect(multipartApply.statusCode).toBe(415);
    expect(errorOf(multipartApply).sub_code).toBe(41501);
  });

  it('stores an uploaded image and serves it back', async () => {
    const boundary = 'b0undary';
    const response = await server.request({
      method: 'POST',
      url: `${B}/oss/upload?scope=match&tag=poster&fileType=png`,
      token: runner.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(boundary, 'file', 'a.png', PNG),
    });
    expect(response.statusCode).toBe(200);
    const { url, contentType } = response.json().data;
    expect(contentType).toBe('image/png');
    const image = await server.request({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses uploads that are not images, malformed multipart, and uploads without login', async () => {
    const boundary = 'xyz';
    const text = await server.request({
      method: 'POST',
      url: `${B}/oss/upload`,
      token: runner.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(boundary, 'file', 'evil.svg', Buffer.from('<svg onload="alert(1)"/>')),
    });
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).sub_code).toBe(40032);
    const broken = await server.request({
      method: 'POST',
      url: `${B}/oss/upload`,
      token: runner.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-da`,
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).sub_code).toBe(40002);
    const anonymous = await server.request({
      method: 'POST',
      url: `${B}/oss/upload`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(boundary, 'file', 'a.png', PNG),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the built app when there is one, and a placeholder page before that', async () => {
    const placeholder = await server.request({ method: 'GET', url: '/', lang: 'en-US' });
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.body).toContain('The app has not been built yet');
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>the app</title>');
    const withApp = await startServer(server.database, { staticDir: dist });
    try {
      const page = await withApp.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain('the app');
      const api = await withApp.inject({ method: 'GET', url: `${A}/unknown` });
      expect(errorOf(api).code).toBe(404);
    } finally {
      await withApp.close();
    }
  });

  it('has no dev routes in production', async () => {
    const production = await startServer(server.database, { production: true });
    try {
      for (const url of [`${B}/dev/last-code?phone=13900000000`, `${B}/dev/captcha?id=x`]) {
        const response = await production.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).sub_code).toBe(40401);
      }
      expect((await server.get(`${B}/dev/captcha`, { id: 'x' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('answers an unexpected failure with 500 in the error shape, without a stack', async () => {
    // A table vanishing under the server stands in for any unexpected database failure.
    await sql`ALTER TABLE ticket RENAME TO ticket_away`.execute(server.database.db);
    try {
      const response = await server.get(`${A}/matchH5/detailSimple`, { matchEventID: 9001 });
      expect(response.statusCode).toBe(500);
      expect(errorOf(response)).toEqual({
        code: 500,
        sub_code: 50001,
        message: '系统繁忙，请稍后再试',
      });
      expect(response.body).not.toMatch(/ticket|stack|\.ts/);
    } finally {
      await sql`ALTER TABLE ticket_away RENAME TO ticket`.execute(server.database.db);
    }
  });
});
