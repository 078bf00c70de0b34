import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LIMITS } from '../../server/services/attempts';
import {
  A,
  FIXTURE_EVENTS,
  EVENTS,
  applyForm,
  backends,
  checkAnswers,
  data,
  errorOf,
  suiteServer,
  passQuiz,
  placesLeft,
  quizAnswers,
  type Runner,
} from '../server/helpers';
import { configModule } from './support/config-module';

const RIGHT = quizAnswers('quiz-race');
const LIMIT = ATTEMPT_LIMITS.quizAnswers;
const quizApplication = (gatePass?: string) =>
  applyForm({
    matchEventID: EVENTS.quiz.id,
    ticketDefIDs: String(EVENTS.quiz.marathon),
    answerTemplateID: 43,
    gatePass,
  });

/** A second race with the same quiz, so that a pass of one can be tried on the other. */
const SECOND = { id: 9010, marathon: 901001 };

/** The quiz race, its twin and the open race (no quiz), in a folder of their own. */
function eventsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gate-events-'));
  for (const name of ['quiz-race', 'open-race']) {
    copyFileSync(join(FIXTURE_EVENTS, `${name}.json`), join(dir, `${name}.json`));
  }
  const twin = readFileSync(join(FIXTURE_EVENTS, 'quiz-race.json'), 'utf8')
    .replaceAll(String(EVENTS.quiz.id), String(SECOND.id))
    .replace('"quiz-race"', '"quiz-twin"');
  writeFileSync(join(dir, 'quiz-twin.json'), twin);
  return dir;
}

describe.each(backends)('the quiz gate is enforced by the server on $name', (backend) => {
  const HOUR = 3600_000;
  let clock = Date.now();

  const eventsDir = eventsFolder();
  // Registered first so that it runs last, once the server is closed.
  afterAll(() => rmSync(eventsDir, { recursive: true }));
  const server = suiteServer(backend, { eventsDir, now: () => new Date(clock) });

  const apply = (runner: Runner, gatePass?: string, lang = 'en-US') =>
    server.request({
      method: 'POST',
      url: `${A}/matchH5/apply`,
      token: runner.token,
      lang,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(quizApplication(gatePass)).flatMap(([key, value]) =>
          value === undefined
            ? []
            : [[key, typeof value === 'object' ? JSON.stringify(value) : String(value)]],
        ),
      ).toString(),
    });

  /** Refused with 403 40301 in the request's language, with no place taken and nothing stored. */
  async function expectRefused(runner: Runner, gatePass: string | undefined) {
    const before = await placesLeft(server, EVENTS.quiz.id);
    const english = await apply(runner, gatePass);
    expect(english.statusCode).toBe(403);
    expect(errorOf(english)).toEqual({
      code: 403,
      sub_code: 40301,
      message: 'Please answer the race quiz correctly before signing up',
    });
    expect(errorOf(await apply(runner, gatePass, 'zh-CN')).message).toBe(
      '请先正确完成赛事答题再报名',
    );
    expect(await placesLeft(server, EVENTS.quiz.id)).toBe(before);
    const list = await server.get(`${A}/matchH5/listsApplication`, {}, runner.token);
    expect(data<unknown[]>(list)).toEqual([]);
  }

  it('getAnswers sends no right answers', async () => {
    const response = await server.get('/api/committee/getAnswers', {
      matchEventID: EVENTS.quiz.id,
      answerTemplateID: 43,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/correct/i);
  });

  it('refuses a runner who has not answered the quiz', async () => {
    await expectRefused(await server.runner(), undefined);
  });

  it.each([
    ['one wrong answer', [RIGHT[0], RIGHT[1] + 1], [1]],
    ['all wrong', RIGHT.map((right) => right + 1), [0, 1]],
    ['a question left out', [RIGHT[0]], [1]],
  ])(
    'names the wrong questions for %s, gives no pass, and apply refuses',
    async (_l, answers, wrong) => {
      const runner = await server.runner();
      const response = await checkAnswers(server, runner, EVENTS.quiz.id, answers);
      expect(response.statusCode).toBe(200);
      expect(data(response)).toEqual({ wrong });
      await expectRefused(runner, undefined);
    },
  );

  it('signs up a runner who answered right, with their own pass', async () => {
    const runner = await server.runner();
    const response = await checkAnswers(server, runner, EVENTS.quiz.id, RIGHT);
    expect(data(response)).toEqual({ wrong: [], gatePass: expect.any(String), expiresIn: 7200 });
    const applied = await apply(runner, data<{ gatePass: string }>(response).gatePass);
    expect(applied.statusCode).toBe(200);
  });

  it("refuses another runner's pass", async () => {
    const [owner, other] = await server.runners(2);
    await expectRefused(other, await passQuiz(server, owner));
  });

  it("refuses another event's pass", async () => {
    const runner = await server.runner();
    const other = await checkAnswers(server, runner, SECOND.id, RIGHT);
    await expectRefused(runner, data<{ gatePass: string }>(other).gatePass);
  });

  it('refuses a forged or altered pass', async () => {
    const runner = await server.runner();
    const [expires, signature] = (await passQuiz(server, runner)).split('.');
    await expectRefused(runner, `${Number(expires) + 1}.${signature}`);
    await expectRefused(runner, `${expires}.${'A'.repeat(signature.length)}`);
    await expectRefused(runner, 'not-a-pass');
  });

  it('refuses an expired pass', async () => {
    const runner = await server.runner();
    const pass = await passQuiz(server, runner);
    clock += 2 * HOUR + 1000;
    await expectRefused(runner, pass);
  });

  it('needs a login to check answers', async () => {
    const response = await server.post(`${A}/committee/checkAnswers`, {
      matchEventID: EVENTS.quiz.id,
      answers: RIGHT.join(','),
    });
    expect(response.statusCode).toBe(401);
  });

  it(`evaluates at most ${LIMIT.perSubjectPerHour} answers an hour per runner and race, however many arrive at once`, async () => {
    const guesser = await server.runner();
    const blank = RIGHT.map(() => undefined);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkAnswers(server, guesser, EVENTS.quiz.id, blank)),
    );
    const evaluated = answers.filter((response) => response.statusCode === 200);
    expect(evaluated).toHaveLength(LIMIT.perSubjectPerHour);
    const refused = answers.filter((response) => response.statusCode !== 200);
    expect(new Set(refused.map((response) => errorOf(response).sub_code))).toEqual(
      new Set([42905]),
    );
    expect(errorOf(refused[0]).message).toBe('答题次数过多，请一小时后再试');
    // The right answers get no pass either until the hour is over...
    const right = await checkAnswers(server, guesser, EVENTS.quiz.id, RIGHT);
    expect(right.statusCode).toBe(429);
    // ...while another runner at the same address answers as usual.
    expect(await passQuiz(server, await server.runner())).toMatch(/^\d+\./);
    clock += HOUR + 1000;
    expect(await passQuiz(server, guesser)).toMatch(/^\d+\./);
  });

  it('asks no pass of an event without a quiz', async () => {
    const runner = await server.runner();
    expect((await server.post(`${A}/matchH5/apply`, applyForm(), runner.token)).statusCode).toBe(
      200,
    );
  });
});

describe('the app is built without the right answers', () => {
  // The fixture folder also holds a broken config, which the plugin refuses to build.
  const fixtures = eventsFolder();
  afterAll(() => rmSync(fixtures, { recursive: true }));

  it.each([
    ['a race of configs/events', 'configs/events', 'gz-marathon-2027'],
    ['the quiz fixture', fixtures, 'quiz-race'],
  ])('%s keeps its questions and loses its right options', async (_label, dir, key) => {
    const { code, config } = await configModule(dir, key);
    const gates = config.gates as { type: string; questions?: Record<string, unknown>[] }[];
    const quiz = gates.find((gate) => gate.type === 'answer');
    expect(quiz?.questions?.length).toBeGreaterThan(0);
    for (const question of quiz?.questions ?? []) {
      expect(Object.keys(question).sort()).toEqual(['options', 'question']);
    }
    expect(code).not.toContain('"correct"');
  });
});
