import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GateScreen from '../../../src/screens/gates/GateScreen';
import { fakeServer } from '../flow/fakeServer';
import { renderScreen } from '../flow/render';

// The sample race lists a statement, a two-question quiz and a read-and-tick page.
const EVENT = 1001;
const GATE_PATHS = ['/statement', '/answer', '/check', '/alert'];

const open = (path: string, language: 'zh-CN' | 'en-US' = 'en-US') =>
  renderScreen(GateScreen, `${path}?eventId=${EVENT}`, { paths: GATE_PATHS, language });

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
  };
  server = fakeServer(routes);
});
afterEach(cleanup);

describe('gate pages', () => {
  it('shows the statement text and refuses Next until the runner agrees', async () => {
    const { router } = await open('/statement');
    expect(await screen.findByText(/of my own free will/)).toBeTruthy();
    await screen.findByText('Committee declaration');
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the terms');
    expect(router.state.location.pathname).toBe('/statement');

    fireEvent.click(screen.getByText('I have read and agree'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => next());
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/answer?eventId=${EVENT}`,
    );
    expect(JSON.parse(sessionStorage.getItem(`gates:${EVENT}`)!)).toEqual(['statement']);
  });

  it('shows the committee declaration of the event with the statement, sanitised', async () => {
    await open('/statement');
    expect(await screen.findByText('Committee declaration')).toBeTruthy();
    expect(screen.getByText('Signed by the committee')).toBeTruthy();
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
    expect(await screen.findByText(/Bring your ID/)).toBeTruthy();
    expect(
      await screen.findByText('The organising committee document could not be loaded.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('I have read and agree'));
    next();
    expect(screen.getByRole('alert').textContent).toBe(
      'The organising committee document has not loaded yet',
    );
    expect(router.state.location.pathname).toBe('/check');

    routes['GET /api/committee/getCommitment'] = serveCommitment;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("Runner's commitment")).toBeTruthy();
    expect(server.calls.filter((call) => call.route.endsWith('getCommitment'))).toHaveLength(2);
    await act(async () => next());
    expect(router.state.location.pathname).toBe(`/sign/${EVENT}/1`);
  });

  it('asks for correct answers to every question, in Chinese too', async () => {
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement']));
    const { router } = await open('/answer', 'zh-CN');
    await screen.findByText(/胸闷/);
    fireEvent.click(screen.getByText('坚持跑完'));
    fireEvent.click(screen.getByText('不可以'));
    next();
    expect(screen.getByRole('alert').textContent).toBe('请正确回答问题');

    fireEvent.click(screen.getByText('立即停止并向医疗志愿者求助'));
    await act(async () => next());
    expect(router.state.location.pathname).toBe('/check');
  });

  it('sends a runner who skips ahead back to the first gate not passed', async () => {
    const { router } = await open('/check');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/statement'));
  });

  it('goes on to the sign-up form after the last gate', async () => {
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement', 'answer']));
    const { router } = await open('/check');
    fireEvent.click(await screen.findByText('I have read and agree'));
    await screen.findByText("Runner's commitment");
    await act(async () => next());
    expect(router.state.location.pathname).toBe(`/sign/${EVENT}/1`);
  });

  it('says so when the event has no gate of that type', async () => {
    await open('/alert');
    expect(await screen.findByText('This event has no such page')).toBeTruthy();
  });
});
