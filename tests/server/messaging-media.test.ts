import { describe, expect, it } from 'vitest';
import type { MovedFile } from '../../core/generated/api';
import { B, backends, data, errorOf, suiteServer } from './helpers';

describe("a picture from the messaging app's media store (sandbox)", () => {
  const server = suiteServer(backends[0]);

  const move = (mediaId: string, token?: string) =>
    server.post(`${B}/wechatGzh/moveWxFileToMala`, { mediaId }, token);

  it('copies the picture into the own file store, where it is served', async () => {
    const runner = await server.runner();
    const stored = data<MovedFile>(await move('sandbox-photo-1', runner.token));
    expect(stored.contentType).toBe('image/png');
    const file = await server.request({ method: 'GET', url: stored.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(stored.size);
  });

  it('refuses an unknown or malformed media id, a file that is no picture, and no login', async () => {
    const runner = await server.runner();
    expect(errorOf(await move('no-such-media', runner.token)).sub_code).toBe(40407);
    expect(errorOf(await move('../../package.json', runner.token)).sub_code).toBe(40001);
    expect(errorOf(await move('sandbox-not-an-image', runner.token)).sub_code).toBe(40032);
    expect((await move('sandbox-photo-1')).statusCode).toBe(401);
  });
});
