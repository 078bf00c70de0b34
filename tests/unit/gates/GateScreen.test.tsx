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

beforeEach(() => {
  sessionStorage.clear();
  // The committee service has the declaration; the commitment answers 501 like a missing route.
  server = fakeServer({
    'GET /api/committee/getDeclaration': () => ({
      title: 'Committee declaration',
      content: '<p>Signed by the committee</p><img src=x onerror="window.hacked=1">',
    }),
  });
});
afterEach(cleanup);

describe('gate pages', () => {
  it('shows the statement text and refuses Next until the runner agrees', async () => {
    const { router } = await open('/statement');
    expect(await screen.findByText(/of my own free will/)).toBeTruthy();
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

  it('shows the committee declaration with the statement, sanitised', async () => {
    await open('/statement');
    expect(await screen.findByText('Committee declaration')).toBeTruthy();
    expect(screen.getByText('Signed by the committee')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('keeps a gate working, without a word, when its committee document cannot be loaded', async () => {
    sessionStorage.setItem(`gates:${EVENT}`, JSON.stringify(['statement', 'answer']));
    await open('/check');
    expect(await screen.findByText(/Bring your ID/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(server.calls.map((call) => call.route)).toContain('GET /api/committee/getCommitment'),
    );
    expect(server.calls.find((call) => call.route.endsWith('getCommitment'))?.params).toEqual({
      commitmentID: '12',
    });
    next();
    expect(screen.getByRole('alert').textContent).toBe('Please read and tick the I have read box');
    expect(server.toasts).toEqual([]);
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
    await act(async () => next());
    expect(router.state.location.pathname).toBe(`/sign/${EVENT}/1`);
  });

  it('says so when the event has no gate of that type', async () => {
    await open('/alert');
    expect(await screen.findByText('This event has no such page')).toBeTruthy();
  });
});
