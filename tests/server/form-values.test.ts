import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { idCheckDigit } from '../../core/domain/idCard/checkDigit';
import type { Application } from '../../core/generated/api';
import { A, backends, data, errorOf, suiteServer, toForm, type Runner } from './helpers';

/** A race whose form checks ID numbers by type, phone, e-mail, a pledge and age limits. */
const RACE = { id: 9501, ticket: 950101 };

/** An 18-character ID number with the right check character (whatever its date says). */
const withCheck = (first17: string) => first17 + idCheckDigit(first17);
const GOOD_ID = withCheck('11010519900517002'); // born 17 May 1990, a woman (even digit)

const valid = {
  ticket: RACE.ticket,
  name: '张三',
  idType: '1',
  idNumber: GOOD_ID,
  phone: '13812345678',
  email: 'runner@example.com',
  pledge: true,
};

type FieldError = { field: string; rule: string; message: string };

/** Each refused answer: the values changed, and the one field the server names with its message. */
const REFUSED: [what: string, change: Record<string, unknown>, error: FieldError][] = [
  [
    'an ID number with a wrong check digit',
    { idNumber: `${GOOD_ID.slice(0, 17)}${GOOD_ID[17] === '1' ? '2' : '1'}` },
    { field: 'idNumber', rule: 'idCard', message: '请输入正确的18位居民身份证号码' },
  ],
  [
    'an ID number of month 13',
    { idNumber: withCheck('11010519901317002') },
    { field: 'idNumber', rule: 'idCard', message: '请输入正确的18位居民身份证号码' },
  ],
  [
    'an ID number of 30 February',
    { idNumber: withCheck('11010519900230002') },
    { field: 'idNumber', rule: 'idCard', message: '请输入正确的18位居民身份证号码' },
  ],
  [
    'an ID number of 17 characters',
    { idNumber: GOOD_ID.slice(0, 17) },
    { field: 'idNumber', rule: 'idCard', message: '请输入正确的18位居民身份证号码' },
  ],
  [
    'an ID number of an unknown province',
    { idNumber: withCheck('99010519900517002') },
    { field: 'idNumber', rule: 'idCard', message: '请输入正确的18位居民身份证号码' },
  ],
  [
    'a national ID number given as a Hong Kong or Macao permit',
    { idType: '3' },
    {
      field: 'idNumber',
      rule: 'HKPass',
      message: '请输入正确的港澳居民来往内地通行证号码（H或M加8位数字）',
    },
  ],
  [
    'a phone number that is not a mainland mobile',
    { phone: '12345678901' },
    { field: 'phone', rule: 'phone', message: '请输入正确的手机号码' },
  ],
  [
    'an e-mail address without a domain (the field has its own message)',
    { email: 'runner@' },
    { field: 'email', rule: 'email', message: '邮箱地址不完整' },
  ],
  [
    'a pledge not ticked',
    { pledge: false },
    { field: 'pledge', rule: 'consent', message: '请同意条款' },
  ],
  [
    'a pledge left out',
    { pledge: undefined },
    { field: 'pledge', rule: 'consent', message: '请同意条款' },
  ],
  [
    'a runner under the age limit on race day',
    { idNumber: withCheck('11010520850101002') },
    { field: 'birthday', rule: 'minAge', message: '比赛日须年满 18 周岁' },
  ],
  [
    'a runner over the age limit on race day',
    { idNumber: withCheck('11010519880101002') },
    { field: 'birthday', rule: 'maxAge', message: '比赛日不得超过 110 周岁' },
  ],
  ['a name left empty', { name: '   ' }, { field: 'name', rule: 'minLength', message: '不能为空' }],
  [
    'a ticket in the form other than the one the sign-up pays for',
    { ticket: 950102 },
    { field: 'ticket', rule: 'enum', message: '请从选项中选择' },
  ],
  [
    'an ID type the form does not offer',
    { idType: '9' },
    { field: 'idType', rule: 'enum', message: '请从选项中选择' },
  ],
];

describe.each(backends)('form values on $name', (backend) => {
  const server = suiteServer(backend, {
    eventsDir: join(import.meta.dirname, 'fixtures', 'form-events'),
  });

  const rows = async (table: 'application' | 'linkman') => {
    const { count } = await server.database.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return count;
  };

  const apply = (runner: Runner, formValues: Record<string, unknown>, lang = 'zh-CN') =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      lang,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toForm({
        matchEventID: RACE.id,
        ticketDefIDs: String(RACE.ticket),
        countryType: 1,
        applyType: '1',
        formValues,
      }),
    });

  it.each(REFUSED)(
    'refuses %s with the field named, and stores nothing',
    async (_what, change, error) => {
      const runner = await server.runner();
      const before = await rows('application');
      const response = await apply(runner, { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 400, sub_code: 40004, fields: [error] });
      expect(await rows('application')).toBe(before);
    },
  );

  it('names every refused field once, in the language of the request', async () => {
    const runner = await server.runner();
    const response = await apply(
      runner,
      { idType: '1', idNumber: 'x', phone: '1', pledge: false },
      'en-US',
    );
    expect(errorOf(response)).toEqual({
      code: 400,
      sub_code: 40004,
      message:
        'Please check the form: Full name, ID number, Mobile number, I will follow the rules',
      fields: [
        { field: 'name', rule: 'required', message: 'Can not be empty' },
        {
          field: 'idNumber',
          rule: 'idCard',
          message: 'Please enter a valid 18-digit Chinese resident ID number',
        },
        {
          field: 'phone',
          rule: 'phone',
          message: 'Please enter a valid mainland China mobile number',
        },
        { field: 'pledge', rule: 'consent', message: 'Please agree to the terms' },
      ],
    });
  });

  it('stores no value for a field the form does not have or does not show, on sign-up, edit and contact', async () => {
    const runner = await server.runner();
    // permitPlace is a field only for a permit, and this runner gives a national ID.
    const unasked = { note: '<b>never asked</b>', referrer: 'x'.repeat(2000), permitPlace: 'x' };
    const applied = await apply(runner, { ...valid, ...unasked });
    expect(applied.statusCode).toBe(200);
    const { id } = data<Application>(applied);
    const updated = await server.post(
      `${A}/matchH5/updateApplication`,
      { applicationID: id, formValues: JSON.stringify({ ...valid, name: '李四', ...unasked }) },
      runner.token,
    );
    expect(updated.statusCode).toBe(200);
    const saved = await server.post(
      `${A}/player/createLinkmanInfo`,
      {
        name: '李四',
        matchEventID: RACE.id,
        formValues: JSON.stringify({ name: '李四', idType: '1', ...unasked }),
      },
      runner.token,
    );
    expect(saved.statusCode).toBe(200);

    const application = await server.database.db
      .selectFrom('application')
      .select('form_values')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application.form_values).toEqual({
      ...valid,
      name: '李四',
      birthday: '1990-05-17',
      gender: 2,
    });
    const contact = await server.database.db
      .selectFrom('linkman')
      .select('values')
      .where('runner_id', '=', runner.id)
      .executeTakeFirstOrThrow();
    expect(contact.values).toEqual({ name: '李四', idType: '1' });
  });

  it('stores the values as it checked them: normalised, with what the ID number says', async () => {
    const runner = await server.runner();
    const before = await rows('application');
    const fullWidth = (text: string) =>
      text.replace(/[0-9A-Za-z]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    const response = await apply(runner, {
      ...valid,
      name: ' 张三 ',
      // Born 17 May 1990, a man (odd sequence digit), with an X typed in lower case.
      idNumber: ' 11010519900517109x ',
      phone: fullWidth('13812345678'),
      // Disagree with the ID number, which wins.
      birthday: '2000-01-01',
      gender: 2,
    });
    expect(response.statusCode).toBe(200);
    const stored = {
      ...valid,
      name: '张三',
      idNumber: '11010519900517109X',
      phone: '13812345678',
      birthday: '1990-05-17',
      gender: 1,
    };
    expect(data<Application>(response).runnerInfo).toEqual(stored);
    expect(await rows('application')).toBe(before + 1);
    const [row] = await server.database.db
      .selectFrom('application')
      .select('form_values')
      .where('id', '=', data<Application>(response).id)
      .execute();
    expect(row.form_values).toEqual(stored);
  });
});
