import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../src/i18n';
import { renderRoute } from '../app/harness';
import { tapAfterEffects } from '../taps';
import { SCREEN_WAIT_MS } from '../waits';
import { fakeServer } from '../flow/fakeServer';

// The sample race lists a statement, a two-question quiz and a read-and-tick page.
const EVENT = 1001;

/** The gate page at `path` in the app's own route table, with its loader. */
async function open(path: string, language: 'zh-CN' | 'en-US' = 'en-US', then?: string) {
  await act(() => i18next.changeLanguage(language));
  const query = new URLSearchParams({ eventId: String(EVENT), ...(then ? { then } : {}) });
  const view = renderRoute(`${path}?${query}`);
  // The first page waits for its code and its data.
  await vi.waitFor(() => expect(view.router.state.initialized).toBe(true), {
    timeout: SCREEN_WAIT_MS,
  });
  return view;
}

/** The sign-up form's code is large; the route changes once it has arrived. */
const SIGN_UP_LOADED = { timeout: SCREEN_WAIT_MS };

const next = () => fireEvent.click(screen.getByRole('button', { name: /Next|下一步/ }));

let server: ReturnType<typeof fakeServer>;
/** The committee service of the sample race: its declaration and its commitment. */
let routes: Record<string, (params: Record<string, string>) => unknown>;

beforeEach(() => {
  sessionStorage.clear();
  routes = {
    'GET /api/committee/getDeclaration': () => ({
      id: 11,
      title: 'Committee declaration',
      body: '<p>Signed by the committee</p><img src=x onerror="window.hacked=1">',
    }),
    'GET /api/committee/getCommitment': () => ({
      id: 12,
      title: "Runner's commitment",
      body: '<p>I follow the rules</p>',
    }),
    // The server alone knows the quiz's right options (1 and 1 in the sample race).
    'POST /api/v2/committee/checkAnswers': ({ answers }) =>
      answers === '1,1' ? { wrong: [], gatePass: 'pass-1001', expiresIn: 7200 } : { wrong: [0] },
  };
  server = fakeServer(routes);
});
afterEach(cleanup);

// Each test opens the app's route table, whose first page waits for its code and data in jsdom.
describe('gate pages', () => {
  it('shows the statement text and refuses Next until the runner agrees', async () => {
    const { router } = await open('/statement');
    // The first page in English waits for the English texts as well.
    expect(await screen.findByText(/of my own free will/)).toBeVisible();
    await screen.findByText('Committee declaration');
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the terms');
    expect(router.state.location.pathname).toBe('/statement');

    fireEvent.click(screen.getByText('I have read and agree'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => next());
    // The next page shows once its loader has its data.
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/answer?eventId=${EVENT}`,
      ),
    );
    expect(JSON.parse(sessionStorage.getItem(`gates:${EVENT}`)!)).toEqual(['statement']);
  });

  it('shows the committee declaration of the event with the statement, sanitised', async () => {
    await open('/statement');
    expect(await screen.findByText('Committee declaration')).toBeVisible();
    expect(screen.getByText('Signed by the committee')).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(server.calls.find((call) => call.route.endsWith('getDeclaration'))?.params).toEqual({
      matchEventID: String(EVENT),
      declarationID: '11',
    });
  });

  it('refuses Next until the committee document has been shown, and loads it again on request', async () => {
    const serveCommitment = routes['GET /api/committee/getCommitment'];
    delete routes['GET /api/committee/getCommitment'];
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement', 'answer']));
    const { router } = await open('/check');
    expect(await screen.findByText(/Bring your ID/)).toBeVisible();
    expect(
      await screen.findByText('The organising committee document could not be loaded.'),
    ).toBeVisible();
    fireEvent.click(screen.getByText('I have read and agree'));
    next();
    expect(screen.getByRole('alert').textContent).toBe(
      'The organising committee document has not loaded yet',
    );
    expect(router.state.location.pathname).toBe('/check');

    routes['GET /api/committee/getCommitment'] = serveCommitment;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("Runner's commitment")).toBeVisible();
    expect(server.calls.filter((call) => call.route.endsWith('getCommitment'))).toHaveLength(2);
    await act(async () => next());
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe(`/sign/${EVENT}/1`),
      SIGN_UP_LOADED,
    );
  });

  it('asks for correct answers to every question, in Chinese too', async () => {
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement']));
    const view = await open('/answer', 'zh-CN');
    const { router } = view;
    await screen.findByText(/胸闷/);
    tapAfterEffects(view, screen.getByText('坚持跑完'));
    next();
    // A question left open is refused without asking the server.
    expect(screen.getByRole('alert').textContent).toBe('请正确回答问题');
    fireEvent.click(screen.getByText('不可以'));
    await act(async () => next());
    expect(screen.getByRole('alert').textContent).toBe('请正确回答问题');
    expect(router.state.location.pathname).toBe('/answer');

    fireEvent.click(screen.getByText('立即停止并向医疗志愿者求助'));
    await act(async () => next());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/check'));
    const checks = server.calls.filter((call) => call.route.endsWith('checkAnswers'));
    expect(checks.map((call) => call.params.answers)).toEqual(['0,1', '1,1']);
    // Sign-up sends the server's pass with the application, after a reload too.
    expect(sessionStorage.getItem(`gatePass:${EVENT}`)).toBe('pass-1001');
  });

  it('says so when the answers cannot be checked, and stays on the quiz', async () => {
    delete routes['POST /api/v2/committee/checkAnswers'];
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement']));
    const view = await open('/answer');
    const { router } = view;
    tapAfterEffects(
      view,
      await screen.findByText('Stop at once and ask a medical volunteer for help'),
    );
    fireEvent.click(screen.getByText('No', { exact: true }));
    await act(async () => next());
    expect(screen.getByRole('alert').textContent).toBe(
      'Your answers could not be checked, please try again',
    );
    expect(router.state.location.pathname).toBe('/answer');
  });

  it('sends a runner who skips ahead back to the first gate not passed', async () => {
    const { router } = await open('/check');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/statement'));
  });

  it('goes on to the sign-up form after the last gate', async () => {
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement', 'answer']));
    const view = await open('/check');
    const { router } = view;
    tapAfterEffects(view, await screen.findByText('I have read and agree'));
    await screen.findByText("Runner's commitment");
    await act(async () => next());
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe(`/sign/${EVENT}/1`),
      SIGN_UP_LOADED,
    );
  });

  it.each([
    [
      'a team role’s form',
      '/role/form?eventId=1001&roleId=2',
      '/role/form',
      '?eventId=1001&roleId=2',
    ],
    ['a group’s form', '/groupevent/1001', '/groupevent/1001', ''],
    // Never anywhere else: an address that is not a route of the app is ignored.
    ['another site', '//evil.example/x', `/sign/${EVENT}/1`, ''],
  ])(
    'after the last gate goes on to the form the gates were opened for: %s',
    async (_, then, path, search) => {
      sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement', 'answer']));
      const view = await open('/check', 'en-US', then);
      const { router } = view;
      tapAfterEffects(view, await screen.findByText('I have read and agree'));
      await screen.findByText("Runner's commitment");
      await act(async () => next());
      await vi.waitFor(() => {
        expect(router.state.location.pathname).toBe(path);
        expect(router.state.location.search).toBe(search);
      }, SIGN_UP_LOADED);
    },
  );

  it('sends a runner who skips ahead back to the first gate, still leading to their form', async () => {
    const then = '/role/form?eventId=1001&roleId=2';
    const { router } = await open('/check', 'en-US', then);
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/statement');
      expect(new URLSearchParams(router.state.location.search).get('then')).toBe(then);
    });
  });

  it('says so when the event has no gate of that type', async () => {
    await open('/alert');
    expect(await screen.findByText('This event has no such page')).toBeVisible();
  });
});
