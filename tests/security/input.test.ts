import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { RUNNER_CAPS } from '../../server/services/caps';
import {
  A,
  B,
  EVENTS,
  FIXTURE_EVENTS,
  applyForm,
  backends,
  data,
  errorOf,
  newPhone,
  suiteServer,
  startServer,
} from '../server/helpers';
import { call } from './support/http';
import { startChildServer } from './support/processes';

const CONTACTS = RUNNER_CAPS.linkman;

const ID_NUMBER = '11010119900307763X';

describe.each(backends)('input limits on $name', (backend) => {
  const server = suiteServer(backend);

  async function rows(table: 'linkman' | 'application' | 'upload') {
    return (await server.database.db.selectFrom(table).select('runner_id').execute()).length;
  }

  it('answers 400 in the error shape, storing nothing, for NUL and other control characters', async () => {
    const runner = await server.runner();
    const before = [await rows('linkman'), await rows('application')];
    for (const name of ['张\u0000三', 'a\u0007b', 'x\u001by']) {
      const contact = await server.post(
        `${A}/player/createLinkmanInfo`,
        { name, matchEventID: EVENTS.open.id, formValues: {} },
        runner.token,
      );
      expect(contact.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(contact).sub_code).toBe(40001);
    }
    // A NUL written as a JSON escape inside the form values.
    const applied = await server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        matchEventID: String(EVENTS.open.id),
        ticketDefIDs: String(EVENTS.open.marathon),
        countryType: '1',
        applyType: '1',
        formValues: '{"name":"张\\u0000三","gender":1}',
      }).toString(),
    });
    expect(applied.statusCode).toBe(400);
    expect(await Promise.all([rows('linkman'), rows('application')])).toEqual(before);
  });

  it('answers 400, not 500, for ids above 2^31 and out-of-range numbers', async () => {
    const runner = await server.runner();
    for (const applicationID of ['2147483648', '9007199254740993', '1e300']) {
      const response = await server.get(
        `${A}/matchH5/detailApplication`,
        { applicationID },
        runner.token,
      );
      expect(response.statusCode, applicationID).toBe(400);
      expect(errorOf(response).code).toBe(400);
    }
    const event = await server.get(`${A}/matchH5/detailSimple`, { matchEventID: 2 ** 31 });
    expect(event.statusCode).toBe(400);
  });

  it('refuses URL values of 2083 characters or more', async () => {
    const runner = await server.runner();
    const id = data<{ id: number }>(
      await server.post(`${A}/matchH5/apply`, applyForm(), runner.token),
    ).id;
    const returnUrl = `/#/pay/${id}?${'x'.repeat(2083)}`;
    const response = await server.get(
      `${A}/payorder/zfbH5Sign`,
      { applicationID: id, returnUrl },
      runner.token,
    );
    expect(response.statusCode).toBe(400);
  });

  it(`caps a runner's contacts at ${CONTACTS} however many adds arrive at once, and pages the list`, async () => {
    const runner = await server.runner();
    const adds = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        server.post(
          `${A}/player/createLinkmanInfo`,
          { name: `友${i}`, matchEventID: EVENTS.open.id, formValues: {} },
          runner.token,
        ),
      ),
    );
    expect(adds.filter((add) => add.statusCode === 200)).toHaveLength(CONTACTS);
    const refused = adds.filter((add) => add.statusCode !== 200);
    expect(refused).toHaveLength(300 - CONTACTS);
    expect(new Set(refused.map((add) => JSON.stringify(errorOf(add))))).toEqual(
      new Set([
        JSON.stringify({ code: 409, sub_code: 40916, message: '已达上限 30 个，请先删除' }),
      ]),
    );
    const page = async (query: Record<string, number>) =>
      data<{ list: { id: number }[]; total: number }>(
        await server.get(`${A}/player/listsLinkmanInfo`, query, runner.token),
      );
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page({ page: n, pageSize: 8 })));
    expect(pages.map(({ list }) => list.length)).toEqual([8, 8, 8, 6]);
    expect(pages.every(({ total }) => total === CONTACTS)).toBe(true);
    const ids = pages.flatMap(({ list }) => list.map(({ id }) => id));
    expect(new Set(ids).size).toBe(CONTACTS);
    expect((await page({})).list).toHaveLength(CONTACTS);
    const tooLarge = await server.get(
      `${A}/player/listsLinkmanInfo`,
      { pageSize: CONTACTS + 1 },
      runner.token,
    );
    expect(tooLarge.statusCode).toBe(400);
  });

  it('takes uploads by content: no SVG, and a polyglot is served as the image it claims', async () => {
    const runner = await server.runner();
    const upload = (bytes: Buffer, type: string) => {
      const boundary = 'b0undary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return server.request({
        method: 'POST',
        url: `${B}/oss/upload`,
        token: runner.token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    );
    expect(errorOf(svg).sub_code).toBe(40032);
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/gif');
    expect(errorOf(html).sub_code).toBe(40032);
    const polyglot = await upload(
      Buffer.from('GIF89a<html><script>alert(1)</script></html>'),
      'text/html',
    );
    const { url } = data<{ url: string }>(polyglot);
    const served = await server.request({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a slow request body', () => {
  it('is cut off soon after the request timeout, not a minute later', async () => {
    const database = await backends[0].open();
    const app = await startServer(database, { requestTimeoutMs: 500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const sent = Date.now();
      const socket = connect(port, '127.0.0.1');
      socket.write(
        `POST ${A}/player/createLinkmanInfo HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=`,
      );
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      await new Promise((resolve) => socket.on('close', resolve));
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
      // The timeout is 500 ms; a server that left the headers timeout at 60 s cut it off after 60 s.
      expect(Date.now() - sent).toBeLessThan(5_000);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('settings that must never go live', () => {
  it('refuses production with a missing or short payment secret, dev routes or SMS on the console', async () => {
    const database = await backends[0].open();
    try {
      const base = { database, eventsDir: FIXTURE_EVENTS, production: true };
      await expect(buildServer(base)).rejects.toThrow(/PAYMENT_SECRET/);
      await expect(buildServer({ ...base, paymentSecret: 'changeme' })).rejects.toThrow(
        /PAYMENT_SECRET/,
      );
      await expect(
        buildServer({ ...base, paymentSecret: 'x'.repeat(32), devRoutes: true }),
      ).rejects.toThrow(/DEV_ROUTES/);
      await expect(
        buildServer({ ...base, paymentSecret: 'x'.repeat(32), smsToConsole: true }),
      ).rejects.toThrow(/SMS_TO_CONSOLE/);
    } finally {
      await database.close();
    }
  });

  it('has no dev routes unless asked for', async () => {
    const database = await backends[0].open();
    const app = await buildServer({ database, eventsDir: FIXTURE_EVENTS, production: false });
    try {
      for (const url of [`${B}/dev/last-code?phone=13900000000`, `${B}/dev/captcha?id=x`]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const beans = await app.inject({
        method: 'POST',
        url: `${B}/dev/beans`,
        payload: { phone: '13900000000', beans: 1_000_000 },
      });
      expect(beans.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** Sends `phone` a login code the way the login page does, and reads it back from the dev routes. */
async function sendLoginCode(url: string, phone: string): Promise<string> {
  const { captchaId } = (await call<{ captchaId: string }>(url, 'GET', `${B}/captcha/code`)).data;
  const { answer } = (
    await call<{ answer: string }>(url, 'GET', `${B}/dev/captcha`, { id: captchaId })
  ).data;
  await call(url, 'GET', `${B}/message/code`, { phone, captchaId, captchaCode: answer });
  return (await call<{ code: string }>(url, 'GET', `${B}/dev/last-code`, { phone })).data.code;
}

describe('the server log', () => {
  it('holds no raw phone, ID number, SMS code or token after a login, a sign-up and bad input', async () => {
    const server = await startChildServer({
      DATA_DIR: 'memory://',
      EVENTS_DIR: FIXTURE_EVENTS,
      DEV_ROUTES: '1',
      LOG_LEVEL: 'info',
    });
    try {
      const phone = newPhone();
      const code = await sendLoginCode(server.url, phone);
      const { token } = (
        await call<{ token: string }>(server.url, 'GET', `${B}/message/check`, { phone, code })
      ).data;
      const applied = await call(
        server.url,
        'POST',
        `${A}/matchH5/apply`,
        applyForm({ formValues: { name: '张三', gender: 1, phone } }),
        token,
      );
      expect(applied.status).toBe(200);
      // Personal data in places a log line could pick up: unknown routes, bad values.
      await call(server.url, 'GET', `/api/no-such-route`, { idCard: ID_NUMBER, mobile: phone });
      await call(server.url, 'GET', `/api/${ID_NUMBER}/${phone}`);
      await call(
        server.url,
        'POST',
        `${A}/player/createLinkmanInfo`,
        { name: `${ID_NUMBER}\u0000${phone}`, matchEventID: EVENTS.open.id, formValues: {} },
        token,
      );
      const log = server.output();
      expect(log).toContain('"url":"/api/message/check?');
      for (const secret of [phone, ID_NUMBER, code, token]) expect(log).not.toContain(secret);
    } finally {
      await server.stop();
    }
  });

  it('prints the SMS with its code on lines of its own for a person running the product', async () => {
    // NODE_ENV is unset under `npm start`; the test servers set it to "test".
    const server = await startChildServer({
      DATA_DIR: 'memory://',
      EVENTS_DIR: FIXTURE_EVENTS,
      DEV_ROUTES: '1',
      NODE_ENV: '',
    });
    try {
      const phone = newPhone();
      const code = await sendLoginCode(server.url, phone);
      expect(server.output()).toContain(`\n=== SMS to ${phone} ===\n`);
      expect(server.output()).toMatch(new RegExp(`=== SMS to ${phone} ===\\n.*${code}`));
    } finally {
      await server.stop();
    }
  });
});
