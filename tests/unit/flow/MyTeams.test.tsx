import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../src/api/client';
import { MyTeams } from '../../../src/renderer/team/MyTeams';
import { fakeServer } from './fakeServer';
import { renderScreen } from './render';
import { SCREEN_WAIT_MS } from '../waits';

const wait = { timeout: SCREEN_WAIT_MS };

function team(id: number, name: string, state: string, gaps: string[], roleName: string) {
  return {
    id,
    matchEventID: 3001,
    name,
    payer: 'captain',
    isCaptain: false,
    state,
    canChange: true,
    changeUntil: '2027-03-01T00:00:00+08:00',
    orderID: null,
    gaps,
    members: [
      {
        runnerID: 2,
        roleID: 2,
        roleName,
        name: 'Bob',
        phone: null,
        idNumber: null,
        isCaptain: false,
        isMe: true,
        paid: state === 'registered',
      },
    ],
  };
}

const Mine = () => <MyTeams />;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the runner's teams on 'my' and the event home", () => {
  it('shows each team with my role, what it misses or its state, and opens my entry', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    fakeServer({
      'GET /api/team/lists': () => ({
        teams: [
          team(42, 'Fast Four', 'forming', ['Leg 4: 1 more', 'at least one woman'], 'Leg 2'),
          team(43, 'Slow Four', 'registered', [], 'Leg 3'),
        ],
      }),
    });
    await renderScreen(Mine, '/my', { paths: ['/my'] });

    expect(await screen.findByText('Fast Four', {}, wait)).toBeInTheDocument();
    expect(
      screen.getByText('Still missing: Leg 4: 1 more; at least one woman'),
    ).toBeInTheDocument();
    expect(screen.getByText('Leg 2')).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByText('Slow Four')));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/role/detail/43');
  });

  it('asks nothing of a visitor who is not logged in', async () => {
    const server = fakeServer({});
    await renderScreen(Mine, '/my', { paths: ['/my'] });
    await act(async () => undefined);
    expect(screen.queryByText('My teams')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
