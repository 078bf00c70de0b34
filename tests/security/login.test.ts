import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../../server/config';
import { DEFAULT_SMS_LIMITS, smsLimitsFrom } from '../../server/context';
import { A, B, backends, data, errorOf, newPhone, suiteServer } from '../server/helpers';

const PARALLEL = 50;
let ipCounter = 0;
/** A client address no other test in the file uses, so per-IP limits start from zero. */
const newIp = () => `10.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('SMS limits from the environment', () => {
  it('keeps the defaults when the variables are unset, empty or not a positive whole number', () => {
    expect(smsLimitsFrom(serverOptionsFromEnv({}).smsLimits)).toEqual(DEFAULT_SMS_LIMITS);
    const odd = serverOptionsFromEnv({
      SMS_LIMIT_PHONE_MINUTE: '',
      SMS_LIMIT_PHONE_HOUR: 'lots',
      SMS_LIMIT_IP_MINUTE: '0',
      SMS_LIMIT_IP_HOUR: '-5',
    });
    expect(smsLimitsFrom(odd.smsLimits)).toEqual(DEFAULT_SMS_LIMITS);
    expect(smsLimitsFrom(serverOptionsFromEnv({ SMS_LIMIT_IP_MINUTE: '3' }).smsLimits)).toEqual({
      ...DEFAULT_SMS_LIMITS,
      perIpPerMinute: 3,
    });
  });
});

describe.each(backends)('login limits on $name', (backend) => {
  let clock = new Date('2030-01-01T00:00:00Z');
  // The limits as a server started with no SMS_LIMIT_* variables has them.
  const server = suiteServer(backend, {
    now: () => clock,
    smsLimits: serverOptionsFromEnv({}).smsLimits,
  });

  async function captcha(): Promise<{ captchaId: string; answer: string }> {
    const { captchaId } = data<{ captchaId: string }>(await server.get(`${B}/captcha/code`));
    const { answer } = data<{ answer: string }>(
      await server.get(`${B}/dev/captcha`, { id: captchaId }),
    );
    return { captchaId, answer };
  }

  const sendCode = (
    phone: string,
    remoteAddress: string,
    { captchaId, answer }: { captchaId: string; answer: string },
  ) =>
    server.request({
      method: 'GET',
      url: `${B}/message/code?${new URLSearchParams({ phone, captchaId, captchaCode: answer })}`,
      remoteAddress,
    });

  const requestCode = async (phone: string, remoteAddress: string) =>
    sendCode(phone, remoteAddress, await captcha());

  /** PARALLEL code requests from one address at once: captchas first, so the sends themselves race. */
  async function requestAtOnce(remoteAddress: string, phoneOf: () => string) {
    const captchas = await Promise.all(Array.from({ length: PARALLEL }, captcha));
    return Promise.all(captchas.map((solved) => sendCode(phoneOf(), remoteAddress, solved)));
  }

  const check = (phone: string, code: string) => server.get(`${B}/message/check`, { phone, code });
  const lastCode = async (phone: string) =>
    data<{ code: string }>(await server.get(`${B}/dev/last-code`, { phone })).code;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function codesStored(column: 'phone' | 'ip', value: string): Promise<number> {
    const rows = await server.database.db
      .selectFrom('sms_code')
      .select('id')
      .where(column, '=', value)
      .execute();
    return rows.length;
  }

  it(`sends one code to a phone when ${PARALLEL} ask for one at once (default 1 a minute)`, async () => {
    const phone = newPhone();
    const answers = await requestAtOnce(newIp(), () => phone);
    const sent = answers.filter((response) => response.statusCode === 200);
    expect(sent).toHaveLength(1);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(refused.map((response) => errorOf(response).sub_code)).toEqual(
      Array(PARALLEL - 1).fill(42901),
    );
    expect(await codesStored('phone', phone)).toBe(1);
  });

  it(`sends at most the per-IP limit when ${PARALLEL} phones ask from one address at once`, async () => {
    const ip = newIp();
    const answers = await requestAtOnce(ip, newPhone);
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(
      DEFAULT_SMS_LIMITS.perIpPerMinute,
    );
    expect(await codesStored('ip', ip)).toBe(DEFAULT_SMS_LIMITS.perIpPerMinute);
  });

  it(`evaluates at most 5 of ${PARALLEL} parallel wrong guesses, and the right code is then dead`, async () => {
    const phone = newPhone();
    expect((await requestCode(phone, newIp())).statusCode).toBe(200);
    const code = await lastCode(phone);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => check(phone, wrongCode(code))),
    );
    const evaluated = answers.filter((response) => errorOf(response).sub_code === 40011);
    expect(evaluated).toHaveLength(5);
    expect(answers.filter((response) => errorOf(response).sub_code === 40012)).toHaveLength(
      PARALLEL - 5,
    );
    expect(errorOf(await check(phone, code)).sub_code).toBe(40012);
  });

  it('accepts a right code once among parallel tries of it (single use)', async () => {
    const phone = newPhone();
    expect((await requestCode(phone, newIp())).statusCode).toBe(200);
    const code = await lastCode(phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => check(phone, code)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(errorOf(await check(phone, code)).sub_code).toBe(40012);
  });

  it('refuses a code once it has expired', async () => {
    const phone = newPhone();
    expect((await requestCode(phone, newIp())).statusCode).toBe(200);
    const code = await lastCode(phone);
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    expect(errorOf(await check(phone, code)).sub_code).toBe(40012);
  });

  it('draws the picture code as outlines: no regex over the SVG finds the answer', async () => {
    for (let i = 0; i < 10; i++) {
      const { captchaId, image } = data<{ captchaId: string; image: string }>(
        await server.get(`${B}/captcha/code`),
      );
      const svg = Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
      const answer = data<{ answer: string }>(
        await server.get(`${B}/dev/captcha`, { id: captchaId }),
      ).answer;
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<tspan|font-family|aria-label|<title|<desc/i);
      // Every run of characters outside tags and attributes, as a naive solver would read them.
      const visibleText = svg.replace(/<[^>]*>/g, '');
      expect(visibleText).toBe('');
      // Path data and colours are drawing, not text, and a search of them for the answer matches
      // by coincidence ("Q36", "#deb22f") about once in 400 runs: each is held to its own grammar
      // instead, so nothing can hide in them.
      const pathData = [...svg.matchAll(/ d="([^"]*)"/g)].map((match) => match[1]);
      const colours = [...svg.matchAll(/ (?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]);
      expect(pathData.length).toBeGreaterThanOrEqual(answer.length);
      for (const d of pathData) expect(d).toMatch(/^[MLQCZ0-9 .,-]+$/);
      for (const colour of colours) expect(colour).toMatch(/^(#[0-9a-f]{6}|none)$/);
      // What is left is one fixed skeleton whatever the answer ("HTTP" and "PATH" are in it).
      expect(svg.replace(/ (?:d|fill|stroke)="[^"]*"/g, '')).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0,0,120,44">` +
          `<rect width="100%" height="100%"/>${'<path/>'.repeat(pathData.length)}</svg>`,
      );
    }
  });

  it('logs out: the token stops working, other sessions of the runner go on', async () => {
    const runner = await server.runner();
    const phone = runner.phone;
    expect((await requestCode(phone, newIp())).statusCode).toBe(200);
    const second = data<{ token: string }>(await check(phone, await lastCode(phone))).token;
    const out = await server.request({ method: 'POST', url: `${B}/user/logout`, token: second });
    expect(out.statusCode).toBe(200);
    expect(errorOf(await server.get(`${A}/matchH5/userInfo`, {}, second)).sub_code).toBe(40102);
    expect((await server.get(`${A}/matchH5/userInfo`, {}, runner.token)).statusCode).toBe(200);
    const again = await server.request({ method: 'POST', url: `${B}/user/logout`, token: second });
    expect(errorOf(again).sub_code).toBe(40102);
  });
});
