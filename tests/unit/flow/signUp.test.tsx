import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { useSignUp, type SignUpPasses } from '../../../src/screens/sign/useSignUp';
import { WaitingLine } from '../../../src/screens/sign/WaitingLine';
import type { EventConfig } from '../../../src/config/events';
import funRunConfig from '../../../configs/events/cd-fun-5k-2027.json';
import halfConfig from '../../../configs/events/cd-half-2027.json';
import { sampleEvent } from '../sampleEvent';
import { fakeServer } from './fakeServer';
import { renderScreen } from './render';
import { SCREEN_WAIT_MS } from '../waits';
import GroupEventScreen from '../../../src/screens/group/GroupEventScreen';
import { ApiError, SUB_CODE_GATE_NOT_PASSED } from '../../../src/api/client';

/** The sample race whose sign-up goes through a waiting room (its room is open for months). */
const funRun = sampleEvent(funRunConfig);
/** A race without a waiting room. */
const half = sampleEvent(halfConfig);

const JOIN = 'POST /api/v2/waiting/join';
const STATUS = 'GET /api/v2/waiting/status';

type Request = (passes: SignUpPasses) => Promise<string>;

/** A form that takes places, reduced to what the shared sign-up path gives it. */
function Form({ event, join, request }: { event: EventConfig; join: boolean; request: Request }) {
  const signUp = useSignUp(event, { join });
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <WaitingLine state={signUp.line} />
      <button
        onClick={() =>
          void signUp.send(request).then((answer) => setOutcome(answer ?? 'back to the quiz'))
        }
      >
        {signUp.submitText('Create the group')}
      </button>
      <p>{outcome}</p>
    </>
  );
}

/** A request that records the passes it was sent with and is saved. */
function recorder() {
  const sent: SignUpPasses[] = [];
  const request: Request = async (passes) => {
    sent.push(passes);
    return 'saved';
  };
  return { sent, request };
}

beforeEach(async () => {
  sessionStorage.clear();
  await i18next.changeLanguage('en-US');
});
afterEach(cleanup);

describe('the shared sign-up path of every form that takes places', () => {
  it('shows the place in line, holds a submit until the turn comes, then sends the ticket', async () => {
    let admitted = false;
    const server = fakeServer({
      [JOIN]: () => ({ active: true, admission: 'adm-1', position: 9, inLine: 3, waitSeconds: 2 }),
      [STATUS]: () =>
        admitted
          ? {
              active: true,
              admission: 'adm-1',
              inLine: 0,
              waitSeconds: 0,
              applyTicket: 'ticket-1',
              expiresIn: 300,
            }
          : { active: true, admission: 'adm-1', inLine: 1, waitSeconds: 2 },
    });
    sessionStorage.setItem(`gatePass:${funRun.id}`, 'pass-1');
    const { sent, request } = recorder();
    render(<Form event={funRun} join request={request} />);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are number 3 in line, about 1 min.',
      ),
    );
    const submit = screen.getByRole('button', { name: 'Submit when it is my turn' });
    await act(async () => fireEvent.click(submit));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You are number 1 in line'),
    );
    expect(sent).toEqual([]);

    admitted = true;
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(sent).toEqual([{ gatePass: 'pass-1', applyTicket: 'ticket-1' }]);
    expect(screen.getByRole('status')).toHaveTextContent('It is your turn');
    expect(screen.getByRole('button', { name: 'Create the group' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.route === STATUS)?.params).toEqual({
      matchEventID: String(funRun.id),
      admission: 'adm-1',
    });
  });

  it('sends at once with the ticket of a runner already admitted when they join', async () => {
    fakeServer({
      [JOIN]: () => ({
        active: true,
        admission: 'adm-2',
        position: 1,
        inLine: 0,
        waitSeconds: 0,
        applyTicket: 'ticket-2',
        expiresIn: 300,
      }),
    });
    const { sent, request } = recorder();
    render(<Form event={funRun} join request={request} />);

    const submit = await screen.findByRole('button', { name: 'Create the group' });
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(sent).toEqual([{ gatePass: undefined, applyTicket: 'ticket-2' }]);
  });

  it('sends without a ticket when the server says the room is not active', async () => {
    fakeServer({ [JOIN]: () => ({ active: false }) });
    const { sent, request } = recorder();
    render(<Form event={funRun} join request={request} />);

    const submit = await screen.findByRole('button', { name: 'Create the group' });
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(sent).toEqual([{ gatePass: undefined, applyTicket: undefined }]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['a race without a waiting room', half, true],
    ['a page that sends the runner to a gate first', funRun, false],
  ])('joins no line for %s', async (_, event, join) => {
    const server = fakeServer({});
    const { sent, request } = recorder();
    render(<Form event={event} join={join} request={request} />);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create the group' })),
    );
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(sent).toEqual([{ gatePass: undefined, applyTicket: undefined }]);
    expect(server.calls).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('answers null, for the quiz again, when the server no longer takes the quiz pass', async () => {
    sessionStorage.setItem(`gates:${half.id}`, JSON.stringify(['answer']));
    sessionStorage.setItem(`gatePass:${half.id}`, 'pass-old');
    const refused = () =>
      Promise.reject(new ApiError('Answer the quiz first', 403, SUB_CODE_GATE_NOT_PASSED));
    render(<Form event={half} join request={refused} />);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create the group' })),
    );
    expect(await screen.findByText('back to the quiz')).toBeInTheDocument();
    expect(sessionStorage.getItem(`gatePass:${half.id}`)).toBeNull();
    expect(sessionStorage.getItem(`gates:${half.id}`)).toBe('[]');
  });
});

describe('/groupevent/{id} of a race with a waiting room', () => {
  it("shows the leader's place above the people and a submit that waits for the turn", async () => {
    const server = fakeServer({
      [JOIN]: () => ({
        active: true,
        admission: 'adm-3',
        position: 40,
        inLine: 12,
        waitSeconds: 12,
      }),
    });
    await renderScreen(GroupEventScreen, `/groupevent/${funRun.id}`, {
      paths: ['/groupevent/:id'],
    });

    expect(await screen.findByText('Person 1', {}, { timeout: SCREEN_WAIT_MS })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are number 12 in line, about 1 min.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Submit when it is my turn' })).toBeDisabled();
    expect(server.calls.filter((call) => call.route === JOIN)).toHaveLength(1);
  });
});
