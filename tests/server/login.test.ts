import { describe, expect, it } from 'vitest';
import { A, B, backends, data, errorOf, newPhone, suiteServer, startServer } from './helpers';

const MINUTE = 60_000;

describe.each(backends)('login on $name', (backend) => {
  let clock = new Date('2030-01-01T00:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const server = suiteServer(backend, { now: () => clock });

  async function captcha(): Promise<{ captchaId: string; answer: string }> {
    const { captchaId } = data<{ captchaId: string }>(await server.get(`${B}/captcha/code`));
    const { answer } = data<{ answer: string }>(
      await server.get(`${B}/dev/captcha`, { id: captchaId }),
    );
    return { captchaId, answer };
  }

  async function requestCode(phone: string, remoteAddress?: string) {
    const { captchaId, answer } = await captcha();
    return server.request({
      method: 'GET',
      url: `${B}/message/code?${new URLSearchParams({ phone, captchaId, captchaCode: answer.toLowerCase() })}`,
      remoteAddress,
    });
  }

  async function lastCode(phone: string): Promise<string> {
    return data<{ code: string }>(await server.get(`${B}/dev/last-code`, { phone })).code;
  }

  it('gives a picture captcha as an SVG data URI', async () => {
    const body = data<{ captchaId: string; image: string; expiresIn: number }>(
      await server.get(`${B}/captcha/code`),
    );
    expect(body.captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.expiresIn).toBe(300);
    const svg = Buffer.from(
      body.image.replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
  });

  it('logs a runner in with captcha and SMS code, and userInfo returns them', async () => {
    const phone = newPhone();
    const sent = await requestCode(`+86${phone}`);
    expect(sent.statusCode).toBe(200);
    expect(data(sent)).toEqual({ sent: true, resendAfter: 60, expiresIn: 600 });
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const check = data<{ token: string; expiresAt: string; runner: { id: number; phone: string } }>(
      await server.get(`${B}/message/check`, { phone, code }),
    );
    expect(check.runner.phone).toBe(phone);
    expect(new Date(check.expiresAt).getTime() - clock.getTime()).toBe(30 * 24 * 60 * MINUTE);
    const me = data(await server.get(`${A}/matchH5/userInfo`, {}, check.token));
    expect(me).toMatchObject({ id: check.runner.id, phone, beans: 0 });

    const second = await (async () => {
      advance(MINUTE);
      await requestCode(phone);
      return data<{ runner: { id: number } }>(
        await server.get(`${B}/message/check`, { phone, code: await lastCode(phone) }),
      );
    })();
    expect(second.runner.id).toBe(check.runner.id);
  });

  it('refuses a wrong captcha, and a captcha is good for one try only', async () => {
    const phone = newPhone();
    const { captchaId, answer } = await captcha();
    const wrong = await server.get(`${B}/message/code`, { phone, captchaId, captchaCode: 'ZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).sub_code).toBe(40010);
    const reused = await server.get(`${B}/message/code`, { phone, captchaId, captchaCode: answer });
    expect(errorOf(reused).sub_code).toBe(40010);
    advance(6 * MINUTE);
    const fresh = await captcha();
    advance(6 * MINUTE);
    const expired = await server.get(`${B}/message/code`, {
      phone,
      captchaId: fresh.captchaId,
      captchaCode: fresh.answer,
    });
    expect(errorOf(expired).sub_code).toBe(40010);
  });

  it('refuses phone numbers that are not mainland mobiles', async () => {
    for (const phone of ['12345678901', '1380000000', 'abcdefghijk', '+1 415 555 0100']) {
      const { captchaId, answer } = await captcha();
      const response = await server.get(`${B}/message/code`, {
        phone,
        captchaId,
        captchaCode: answer,
      });
      expect(response.statusCode, phone).toBe(400);
    }
  });

  it('allows one code a minute and ten an hour per phone', async () => {
    const phone = newPhone();
    expect((await requestCode(phone)).statusCode).toBe(200);
    const soon = await requestCode(phone);
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon).sub_code).toBe(42901);
    for (let i = 1; i < 10; i++) {
      advance(MINUTE + 1000);
      expect((await requestCode(phone)).statusCode).toBe(200);
    }
    advance(MINUTE + 1000);
    const eleventh = await requestCode(phone);
    expect(eleventh.statusCode).toBe(429);
    expect(errorOf(eleventh).sub_code).toBe(42902);
    advance(60 * MINUTE);
    expect((await requestCode(phone)).statusCode).toBe(200);
  });

  it('limits codes per IP address across phones', async () => {
    const strict = await startServer(server.database, {
      now: () => clock,
      smsLimits: { perIpPerMinute: 2, perIpPerHour: 100 },
    });
    try {
      const send = async (phone: string, remoteAddress: string) => {
        const { captchaId } = data<{ captchaId: string }>(
          await strict.inject({ method: 'GET', url: `${B}/captcha/code` }),
        );
        const { answer } = data<{ answer: string }>(
          await strict.inject({ method: 'GET', url: `${B}/dev/captcha?id=${captchaId}` }),
        );
        return strict.inject({
          method: 'GET',
          url: `${B}/message/code?${new URLSearchParams({ phone, captchaId, captchaCode: answer })}`,
          remoteAddress,
        });
      };
      expect((await send(newPhone(), '10.0.0.7')).statusCode).toBe(200);
      expect((await send(newPhone(), '10.0.0.7')).statusCode).toBe(200);
      const third = await send(newPhone(), '10.0.0.7');
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).sub_code).toBe(42903);
      expect((await send(newPhone(), '10.0.0.8')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses wrong codes, gives up after five tries, and never accepts a code twice', async () => {
    const phone = newPhone();
    advance(2 * MINUTE);
    await requestCode(phone);
    const code = await lastCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await server.get(`${B}/message/check`, { phone, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).sub_code).toBe(40011);
    expect((await server.get(`${B}/message/check`, { phone, code })).statusCode).toBe(200);
    const again = await server.get(`${B}/message/check`, { phone, code });
    expect(errorOf(again).sub_code).toBe(40012);

    advance(2 * MINUTE);
    await requestCode(phone);
    const next = await lastCode(phone);
    for (let i = 0; i < 5; i++) await server.get(`${B}/message/check`, { phone, code: wrongCode });
    const locked = await server.get(`${B}/message/check`, { phone, code: next });
    expect(errorOf(locked).sub_code).toBe(40012);
  });

  it('lets a code expire after ten minutes', async () => {
    const phone = newPhone();
    await requestCode(phone);
    const code = await lastCode(phone);
    advance(11 * MINUTE);
    const late = await server.get(`${B}/message/check`, { phone, code });
    expect(errorOf(late).sub_code).toBe(40012);
  });

  it('answers 401 without a token, with an unknown token and with an expired one', async () => {
    const missing = await server.get(`${A}/matchH5/userInfo`);
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing).sub_code).toBe(40101);
    const unknown = await server.get(`${A}/matchH5/userInfo`, {}, 'not-a-token');
    expect(errorOf(unknown)).toMatchObject({ code: 401, sub_code: 40102 });
    const runner = await server.runner();
    expect(
      (await server.get(`${A}/matchH5/userInfo`, {}, `Bearer ${runner.token}`)).statusCode,
    ).toBe(200);
    advance(31 * 24 * 60 * MINUTE);
    const expired = await server.get(`${A}/matchH5/userInfo`, {}, runner.token);
    expect(errorOf(expired)).toMatchObject({ code: 401, sub_code: 40102 });
  });
});
