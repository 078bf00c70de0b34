import { describe, expect, it } from 'vitest';
import type { Question, QuestionType } from '../../core/generated/api';
import { EVENTS_DIR } from '../../server/paths';
import { B, backends, data, suiteServer } from './helpers';

/** The Guangzhou marathon's sample config has a Q&A of three types. */
const RACE = 1001;

// The Q&A is read from the config alone, so one database kind is enough.
describe('Q&A of a race', () => {
  const server = suiteServer(backends[0], { eventsDir: EVENTS_DIR });

  const list = async (query: Record<string, unknown>, lang = 'zh-CN') =>
    data<Question[]>(
      await server.request({
        method: 'GET',
        url: `${B}/conf/listsQuestion?${new URLSearchParams({ matchEventID: String(RACE), ...query } as Record<string, string>)}`,
        lang,
      }),
    );

  it('lists the question types with their pages and counts, in both languages', async () => {
    const zh = data<QuestionType[]>(
      await server.get(`${B}/conf/listsQuestionType`, { matchEventID: RACE }),
    );
    expect(zh.map(({ key, name, count }) => [key, name, count])).toEqual([
      ['signup', '报名须知', 3],
      ['quiz', '参赛答题', 1],
      ['race-day', '比赛日', 1],
    ]);
    expect(zh[0].pages).toEqual(['statement', 'check', 'form']);
    const en = data<QuestionType[]>(
      await server.request({
        method: 'GET',
        url: `${B}/conf/listsQuestionType?matchEventID=${RACE}`,
        lang: 'en-US',
      }),
    );
    expect(en.map((type) => type.name)).toEqual(['Signing up', 'The race quiz', 'Race day']);
  });

  it('filters questions by type id or key, and finds one by id or key', async () => {
    expect((await list({ typeID: 1 })).map((q) => q.key)).toEqual([
      'who-can-enter',
      'refund',
      'id-documents',
    ]);
    expect((await list({ typeKey: 'quiz' })).map((q) => q.id)).toEqual([21]);
    const [byKey] = await list({ qkey: 'refund' }, 'en-US');
    expect(byKey).toMatchObject({
      id: 12,
      typeId: 1,
      typeName: 'Signing up',
      question: 'Can I get a refund after signing up?',
    });
    expect(byKey.answer).toContain('<strong>My registration</strong>');
    expect(await list({ questionID: 12 }, 'en-US')).toEqual([byKey]);
    expect(await list({ qkey: 'no-such-question' })).toEqual([]);
  });

  it('searches questions and answer text (not markup), all words, any case', async () => {
    expect((await list({ keyword: 'REFUND' }, 'en-US')).map((q) => q.key)).toEqual(['refund']);
    expect((await list({ keyword: 'bag start' }, 'en-US')).map((q) => q.key)).toEqual(['bag-drop']);
    expect((await list({ keyword: 'strong' }, 'en-US')).map((q) => q.key)).toEqual([]);
    expect((await list({ keyword: '退款' })).map((q) => q.key)).toEqual(['refund']);
  });

  it('answers an empty Q&A for a race without one and 404 for an unknown race', async () => {
    const none = await server.get(`${B}/conf/listsQuestionType`, { matchEventID: 1101 });
    expect(none.statusCode).toBe(200);
    expect(data(none)).toEqual([]);
    const unknown = await server.get(`${B}/conf/listsQuestion`, { matchEventID: 4242 });
    expect(unknown.statusCode).toBe(404);
  });
});
