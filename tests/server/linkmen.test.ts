import { beforeAll, describe, expect, it } from 'vitest';
import { A, backends, data, errorOf, EVENTS, suiteServer, type Runner } from './helpers';

interface Linkman {
  id: number;
  name: string;
  isSelf: boolean;
  formValues: Record<string, unknown>;
}

describe.each(backends)('contacts (linkmen) on $name', (backend) => {
  const server = suiteServer(backend);
  let owner: Runner;
  let stranger: Runner;

  beforeAll(async () => {
    owner = await server.runner();
    stranger = await server.runner();
  });

  /** The form the contacts' values were entered in (the fixture race). */
  const matchEventID = EVENTS.open.id;
  const listOf = async (runner: Runner) =>
    data<{ list: Linkman[] }>(await server.get(`${A}/player/listsLinkmanInfo`, {}, runner.token))
      .list;
  const create = (runner: Runner, name: string, formValues: unknown) =>
    server.post(`${A}/player/createLinkmanInfo`, { name, matchEventID, formValues }, runner.token);

  it('saves, lists, shows and changes a contact', async () => {
    const created = data<Linkman>(await create(owner, '李四', { name: '李四', gender: 2 }));
    expect(created).toMatchObject({
      name: '李四',
      isSelf: false,
      formValues: { name: '李四', gender: 2 },
    });
    const shown = data<Linkman>(
      await server.get(`${A}/player/detailLinkmanInfo`, { linkmanID: created.id }, owner.token),
    );
    expect(shown.formValues).toEqual({ name: '李四', gender: 2 });
    const changed = data<Linkman>(
      await server.post(
        `${A}/player/updateLinkmanInfo`,
        {
          linkmanID: created.id,
          name: '李四四',
          matchEventID,
          formValues: { name: '李四四', gender: 2 },
        },
        owner.token,
      ),
    );
    expect(changed).toMatchObject({ id: created.id, name: '李四四' });
    const list = await listOf(owner);
    expect(list.map((linkman) => linkman.name)).toContain('李四四');
  });

  it('keeps one "self" contact that the native app edits, listed first', async () => {
    const first = data<Linkman>(
      await server.post(
        `${A}/player/appEditLinkmanInfo`,
        { name: '我', matchEventID, formValues: { name: '我' } },
        owner.token,
      ),
    );
    const second = data<Linkman>(
      await server.post(
        `${A}/player/appEditLinkmanInfo`,
        { name: '我自己', matchEventID, formValues: { name: '我自己' } },
        owner.token,
      ),
    );
    expect(second).toMatchObject({ id: first.id, isSelf: true, name: '我自己' });
    const list = await listOf(owner);
    expect(list[0]).toMatchObject({ id: first.id, isSelf: true });
    expect(list.filter((linkman) => linkman.isSelf)).toHaveLength(1);
  });

  it("never shows or changes another runner's contacts", async () => {
    const mine = data<Linkman>(await create(owner, '王五', { name: '王五' }));
    const peek = await server.get(
      `${A}/player/detailLinkmanInfo`,
      { linkmanID: mine.id },
      stranger.token,
    );
    expect(peek.statusCode).toBe(404);
    expect(errorOf(peek).sub_code).toBe(40404);
    const overwrite = await server.post(
      `${A}/player/updateLinkmanInfo`,
      { linkmanID: mine.id, name: 'hijack', matchEventID, formValues: {} },
      stranger.token,
    );
    expect(overwrite.statusCode).toBe(404);
    expect(await listOf(stranger)).toEqual([]);
    const still = data<Linkman>(
      await server.get(`${A}/player/detailLinkmanInfo`, { linkmanID: mine.id }, owner.token),
    );
    expect(still.name).toBe('王五');
  });

  it("deletes a contact, and never another runner's", async () => {
    const mine = data<Linkman>(await create(owner, '孙七', { name: '孙七' }));
    const theirs = await server.post(
      `${A}/player/deleteLinkmanInfo`,
      { linkmanID: mine.id },
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).sub_code).toBe(40404);
    const deleted = await server.post(
      `${A}/player/deleteLinkmanInfo`,
      { linkmanID: mine.id },
      owner.token,
    );
    expect(data(deleted)).toEqual({ linkmanID: mine.id });
    const list = await listOf(owner);
    expect(list.map((linkman) => linkman.id)).not.toContain(mine.id);
    const again = await server.post(
      `${A}/player/deleteLinkmanInfo`,
      { linkmanID: mine.id },
      owner.token,
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input and anonymous calls', async () => {
    const notJson = await create(owner, 'x', undefined);
    expect(notJson.statusCode).toBe(400);
    const invalid = await server.post(
      `${A}/player/createLinkmanInfo`,
      { name: 'x', matchEventID, formValues: '{oops' },
      owner.token,
    );
    expect(errorOf(invalid).sub_code).toBe(40003);
    const array = await server.post(
      `${A}/player/createLinkmanInfo`,
      { name: 'x', matchEventID, formValues: '[1,2]' },
      owner.token,
    );
    expect(errorOf(array).sub_code).toBe(40003);
    const noName = await server.post(
      `${A}/player/createLinkmanInfo`,
      { matchEventID, formValues: {} },
      owner.token,
    );
    expect(errorOf(noName)).toMatchObject({ code: 400, sub_code: 40001 });
    expect((await server.get(`${A}/player/listsLinkmanInfo`)).statusCode).toBe(401);
    expect((await create({ ...owner, token: 'forged' }, 'x', {})).statusCode).toBe(401);
  });

  it('keeps only values that fit the form they were entered in, normalised', async () => {
    const before = await listOf(owner);
    const refused = await create(owner, '赵六', { name: '赵六', phone: '123', gender: 3 });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      sub_code: 40004,
      fields: [
        { field: 'gender', rule: 'enum', message: '请从选项中选择' },
        { field: 'phone', rule: 'phone', message: '请输入正确的手机号码' },
      ],
    });
    const after = await listOf(owner);
    expect(after).toHaveLength(before.length);
    // Fields may be missing (a contact fills a form later); what is there is stored as checked.
    const saved = data<Linkman>(
      await create(owner, '赵六', { name: ' 赵六 ', phone: '１３８１２３４５６７８' }),
    );
    expect(saved.formValues).toEqual({ name: '赵六', phone: '13812345678' });
    const otherRace = await server.post(
      `${A}/player/createLinkmanInfo`,
      { name: 'x', matchEventID: 999999, formValues: {} },
      owner.token,
    );
    expect(errorOf(otherRace).sub_code).toBe(40402);
  });
});
