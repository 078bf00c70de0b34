import { describe, expect, it } from 'vitest';
import type { RunnerInfoDetailResponse } from '../../core/generated/api';
import { A, B, EVENTS, backends, data, suiteServer } from './helpers';

describe.each(backends)("the runner's saved details (runnerInfoV2/detail) on $name", (backend) => {
  const server = suiteServer(backend);

  const detail = (token?: string) =>
    server.get(`${B}/runnerInfoV2/detail`, { matchEventID: EVENTS.pickup.id }, token);

  it('shows only the own saved details, with the ID number masked', async () => {
    const runner = await server.runner();
    expect(data<RunnerInfoDetailResponse>(await detail(runner.token))).toBeNull();
    const saved = await server.post(
      `${A}/player/appEditLinkmanInfo`,
      {
        name: '王五',
        matchEventID: EVENTS.pickup.id,
        formValues: { name: '王五', idNumber: '110105199005170028' },
      },
      runner.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data<RunnerInfoDetailResponse>(await detail(runner.token))).toMatchObject({
      name: '王五',
      formValues: { name: '王五', idNumber: '110***********0028' },
    });
    const other = await server.runner();
    expect(data<RunnerInfoDetailResponse>(await detail(other.token))).toBeNull();
    expect((await detail()).statusCode).toBe(401);
  });
});
