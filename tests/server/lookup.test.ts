import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idCheckDigit } from '../../core/domain/idCard/checkDigit';
import type { SearchRecord } from '../../core/generated/api';
import { ATTEMPT_LIMITS } from '../../server/services/attempts';
import { A, B, backends, data, errorOf, newPhone, suiteServer, toForm } from './helpers';

const LOOKUP_LIMITS = ATTEMPT_LIMITS.lookup;

/** A race whose form asks ID type and number, phone and e-mail. */
const RACE = { id: 9501, ticket: 950101 };
const withCheck = (first17: string) => first17 + idCheckDigit(first17);

let ipCounter = 0;
/** An address no other lookup of the file uses, so that limits of one test do not touch another. */
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(backends)('status lookup on $name', (backend) => {
  const server = suiteServer(backend, {
    eventsDir: join(import.meta.dirname, 'fixtures', 'form-events'),
  });

  let idCounter = 0;
  /** Signs a new runner up for the race; returns what they signed up with. */
  async function signUp() {
    idCounter += 1;
    const idNumber = withCheck(`1101051990051${String(1000 + idCounter).slice(-4)}`);
    const phone = newPhone();
    const runner = await server.runner();
    const response = await server.post(
      `${A}/matchH5/apply`,
      {
        matchEventID: RACE.id,
        ticketDefIDs: String(RACE.ticket),
        countryType: 1,
        applyType: '1',
        formValues: {
          ticket: RACE.ticket,
          name: '张三',
          idType: '1',
          idNumber,
          phone,
          email: 'runner@example.com',
          pledge: true,
        },
      },
      runner.token,
    );
    expect(response.statusCode).toBe(200);
    return { idNumber, phone };
  }

  async function captcha(): Promise<{ captchaId: string; answer: string }> {
    const { captchaId } = data<{ captchaId: string }>(await server.get(`${B}/captcha/code`));
    const { answer } = data<{ answer: string }>(
      await server.get(`${B}/dev/captcha`, { id: captchaId }),
    );
    return { captchaId, answer };
  }

  const lookUp = (query: Record<string, unknown>, options: { ip?: string; lang?: string } = {}) =>
    server.request({
      method: 'GET',
      url: `${A}/matchH5/search?${toForm({ matchEventID: RACE.id, queryType: 'idNumber', ...query })}`,
      remoteAddress: options.ip ?? newIp(),
      lang: options.lang,
    });

  it('finds a registration by ID number with the right code, ID, phone and e-mail masked', async () => {
    const { idNumber, phone } = await signUp();
    const { captchaId, answer } = await captcha();
    const response = await lookUp(
      { keyword: idNumber.toLowerCase(), captchaId, captchaCode: answer.toLowerCase() },
      { lang: 'en-US' },
    );
    expect(response.statusCode).toBe(200);
    const records = data<SearchRecord[]>(response);
    expect(records).toEqual([
      {
        matchEventID: RACE.id,
        name: '张三',
        // Filled in from the ID number by the sign-up.
        gender: 1,
        country: '',
        idType: expect.any(String),
        idNumber: `${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}`,
        birthday: '1990-05-11',
        mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        email: 'r****r@example.com',
        clothingSize: null,
        status: 'Registered, not paid',
        raceNumber: null,
      },
    ]);
    expect(response.body).not.toContain(idNumber);
    expect(response.body).not.toContain(phone);
  });

  it('finds the same registration by phone', async () => {
    const { idNumber, phone } = await signUp();
    const { captchaId, answer } = await captcha();
    const response = await lookUp({
      queryType: 'phone',
      keyword: phone,
      captchaId,
      captchaCode: answer,
    });
    const [record] = data<SearchRecord[]>(response);
    expect(record.idNumber).toBe(`${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}`);
    expect(record.status).toBe('已报名，待支付');
  });

  it('refuses a wrong picture code and then the same code with the right answer (single use)', async () => {
    const { idNumber } = await signUp();
    const { captchaId, answer } = await captcha();
    const wrong = await lookUp({
      keyword: idNumber,
      captchaId,
      captchaCode: answer === 'AAAA' ? 'BBBB' : 'AAAA',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).sub_code).toBe(40010);
    const again = await lookUp({ keyword: idNumber, captchaId, captchaCode: answer });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).sub_code).toBe(40010);

    const fresh = await captcha();
    const used = await lookUp({
      keyword: idNumber,
      captchaId: fresh.captchaId,
      captchaCode: fresh.answer,
    });
    expect(data<SearchRecord[]>(used)).toHaveLength(1);
    const replay = await lookUp({
      keyword: idNumber,
      captchaId: fresh.captchaId,
      captchaCode: fresh.answer,
    });
    expect(errorOf(replay).sub_code).toBe(40010);
  });

  it('answers an empty list for someone not signed up, and 404 for an unknown race', async () => {
    const nobody = await captcha();
    const none = await lookUp({
      keyword: withCheck('11010519800101999'),
      captchaId: nobody.captchaId,
      captchaCode: nobody.answer,
    });
    expect(data(none)).toEqual([]);
    const other = await captcha();
    const unknown = await lookUp({
      matchEventID: 4242,
      keyword: '110105198001019990',
      captchaId: other.captchaId,
      captchaCode: other.answer,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it(`looks one person up at most ${LOOKUP_LIMITS.perSubjectPerHour} times an hour, from any address`, async () => {
    const { idNumber } = await signUp();
    for (let i = 0; i < LOOKUP_LIMITS.perSubjectPerHour; i++) {
      const { captchaId, answer } = await captcha();
      expect((await lookUp({ keyword: idNumber, captchaId, captchaCode: answer })).statusCode).toBe(
        200,
      );
    }
    const { captchaId, answer } = await captcha();
    const refused = await lookUp({ keyword: ` ${idNumber} `, captchaId, captchaCode: answer });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      sub_code: 42904,
      message: '查询过于频繁，请一小时后再试',
    });
  });

  it(`lets one address make at most ${LOOKUP_LIMITS.perIpPerHour} lookups an hour, wrong codes included`, async () => {
    const ip = newIp();
    for (let i = 0; i < LOOKUP_LIMITS.perIpPerHour; i++) {
      const keyword = withCheck(`3101011985${String(1_000_000 + i).slice(-7)}`);
      const { captchaId } = await captcha();
      expect((await lookUp({ keyword, captchaId, captchaCode: 'WRONG' }, { ip })).statusCode).toBe(
        400,
      );
    }
    const { captchaId, answer } = await captcha();
    const refused = await lookUp(
      { keyword: withCheck('31010119850202999'), captchaId, captchaCode: answer },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    // Another address is not affected.
    const fresh = await captcha();
    const other = await lookUp({
      keyword: withCheck('31010119850202999'),
      captchaId: fresh.captchaId,
      captchaCode: fresh.answer,
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts parallel lookups of one person one by one', async () => {
    const { idNumber } = await signUp();
    const codes = await Promise.all(
      Array.from({ length: LOOKUP_LIMITS.perSubjectPerHour + 5 }, () => captcha()),
    );
    const answers = await Promise.all(
      codes.map(({ captchaId, answer }) =>
        lookUp({ keyword: idNumber, captchaId, captchaCode: answer }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      LOOKUP_LIMITS.perSubjectPerHour,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
