import { describe, expect, it } from 'vitest';
import {
  A,
  B,
  EVENTS,
  applyForm,
  backends,
  data,
  errorOf,
  suiteServer,
  placesLeft,
} from './helpers';

/**
 * The committee documents of the open fixture race (tests/server/fixtures/events/open-race.json);
 * the answer template is also the quiz race's.
 */
const COMMITTEE = { declaration: 41, commitment: 42, answerTemplate: 43 };

describe.each(backends)('committee documents on $name', (backend) => {
  const server = suiteServer(backend);

  const get = (path: string, query: Record<string, unknown>, lang?: string) =>
    server.request({
      method: 'GET',
      url: `${B}/committee/${path}?${new URLSearchParams(query as Record<string, string>)}`,
      lang,
    });

  it.each([
    [
      'getDeclaration',
      { declarationID: COMMITTEE.declaration },
      'en-US',
      { id: 41, title: 'Committee declaration', body: '<p>The committee runs the race.</p>' },
    ],
    [
      'getCommitment',
      { commitmentID: COMMITTEE.commitment },
      'zh-CN',
      { id: 42, title: '参赛承诺', body: '<p>本人遵守规程。</p>' },
    ],
  ])(
    '%s gives the document of the event in the request language',
    async (path, query, lang, expected) => {
      const response = await get(path, { matchEventID: EVENTS.open.id, ...query }, lang);
      expect(response.statusCode).toBe(200);
      expect(data(response)).toEqual(expected);
    },
  );

  it("gives the answer template: the event's quiz without its right answers", async () => {
    const response = await get(
      'getAnswers',
      { matchEventID: EVENTS.quiz.id, answerTemplateID: COMMITTEE.answerTemplate },
      'en-US',
    );
    expect(response.statusCode).toBe(200);
    expect(data(response)).toEqual({
      id: COMMITTEE.answerTemplate,
      title: 'Quiz',
      questions: [
        {
          question: 'If you feel unwell you should…',
          options: ['Keep running', 'Stop and ask for help'],
        },
        {
          question: 'Before the start you should…',
          options: ['Warm up', 'Eat a feast', 'Skip sleep'],
        },
      ],
    });
  });

  it.each([
    ['a number the event does not use', 'getDeclaration', { declarationID: 99 }],
    ['the commitment number asked as a declaration', 'getDeclaration', { declarationID: 42 }],
    ['a commitment number of another event', 'getCommitment', { commitmentID: 41 }],
    ['an answer template the event does not use', 'getAnswers', { answerTemplateID: 41 }],
  ])('answers 404 for %s', async (_label, path, query) => {
    const response = await get(path, { matchEventID: EVENTS.open.id, ...query }, 'en-US');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 404,
      sub_code: 40408,
      message: 'This event has no such committee document',
    });
  });

  it('answers 404 for an event without committee documents, and for an unknown event', async () => {
    const none = await get('getDeclaration', { matchEventID: EVENTS.fifty.id, declarationID: 41 });
    expect(errorOf(none).sub_code).toBe(40408);
    const unknown = await get('getAnswers', { matchEventID: 9999, answerTemplateID: 43 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).sub_code).toBe(40402);
  });

  it('needs the event and the document number', async () => {
    const response = await get('getCommitment', { matchEventID: EVENTS.open.id });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).sub_code).toBe(40001);
  });

  describe('the committee flow of an application', () => {
    const flow = {
      declarationID: COMMITTEE.declaration,
      commitmentID: COMMITTEE.commitment,
      answerTemplateID: COMMITTEE.answerTemplate,
    };

    it('is stored with the application and shown with its details', async () => {
      const runner = await server.runner();
      const applied = await server.post(`${A}/matchH5/apply`, applyForm(flow), runner.token);
      expect(applied.statusCode).toBe(200);
      const application = data<{ id: number; committeeFlow: unknown }>(applied);
      const expected = [
        { type: 'declaration', id: COMMITTEE.declaration },
        { type: 'commitment', id: COMMITTEE.commitment },
        { type: 'answer', id: COMMITTEE.answerTemplate },
      ];
      expect(application.committeeFlow).toEqual(expected);

      const detail = await server.get(
        `${A}/matchH5/detailApplication`,
        { applicationID: application.id },
        runner.token,
      );
      expect(data<{ committeeFlow: unknown }>(detail).committeeFlow).toEqual(expected);
    });

    it('holds only the documents the runner went through', async () => {
      const runner = await server.runner();
      const applied = await server.post(
        `${A}/matchH5/apply`,
        applyForm({ answerTemplateID: COMMITTEE.answerTemplate }),
        runner.token,
      );
      expect(data<{ committeeFlow: unknown }>(applied).committeeFlow).toEqual([
        { type: 'answer', id: COMMITTEE.answerTemplate },
      ]);
    });

    it('is empty for an application without committee documents', async () => {
      const runner = await server.runner();
      const applied = await server.post(`${A}/matchH5/apply`, applyForm(), runner.token);
      expect(data<{ committeeFlow: unknown }>(applied).committeeFlow).toEqual([]);
    });

    it.each([
      [
        'a declaration the event does not have',
        { declarationID: 99 },
        'declarationID',
        EVENTS.open,
      ],
      [
        'the declaration given as the commitment',
        { commitmentID: 41 },
        'commitmentID',
        EVENTS.open,
      ],
      [
        'an answer template of an event without one',
        { answerTemplateID: 43 },
        'answerTemplateID',
        {
          id: EVENTS.fifty.id,
          marathon: EVENTS.fifty.ticket,
        },
      ],
    ])('refuses %s and takes no place', async (_label, ids, field, event) => {
      const runner = await server.runner();
      const before = await placesLeft(server, event.id);
      const response = await server.request({
        method: 'POST',
        url: `${A}/matchH5/apply`,
        token: runner.token,
        lang: 'en-US',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          matchEventID: String(event.id),
          ticketDefIDs: String(event.marathon),
          countryType: '1',
          applyType: '1',
          formValues: JSON.stringify({ name: 'Zhang San', gender: 1 }),
          ...Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, String(v)])),
        }).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 400,
        sub_code: 40033,
        message: `This committee document is not one of this event: ${field}`,
      });
      expect(await placesLeft(server, event.id)).toBe(before);
      const list = await server.get(`${A}/matchH5/listsApplication`, {}, runner.token);
      expect(data<unknown[]>(list)).toEqual([]);
    });
  });
});
