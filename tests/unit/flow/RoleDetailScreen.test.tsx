import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RoleDetailScreen from '../../../src/screens/team/RoleDetailScreen';
import RoleEditScreen from '../../../src/screens/team/RoleEditScreen';
import { fakeServer } from './fakeServer';
import { renderScreen } from './render';
import { SCREEN_WAIT_MS } from '../waits';

const wait = { timeout: SCREEN_WAIT_MS };
const RELAY = 3001;

function member(runnerID: number, roleID: number, roleName: string, name: string, more = {}) {
  return {
    runnerID,
    roleID,
    roleName,
    name,
    phone: '139****0001',
    idNumber: null,
    isCaptain: roleID === 1,
    isMe: false,
    paid: false,
    ...more,
  };
}

function team(overrides: Record<string, unknown> = {}, me: Record<string, unknown> = {}) {
  return {
    id: 42,
    matchEventID: RELAY,
    name: 'Fast Four',
    payer: 'captain',
    isCaptain: false,
    state: 'forming',
    canChange: true,
    changeUntil: '2027-03-01T00:00:00+08:00',
    orderID: null,
    gaps: ['Leg 4: 1 more'],
    members: [
      member(1, 1, 'Leg 1 (captain)', 'Ann'),
      member(2, 2, 'Leg 2', 'Bob', { isMe: true, formValues: { name: 'Bob' }, ...me }),
    ],
    ...overrides,
  };
}

const serve = (view: object) => fakeServer({ 'GET /api/teamApplication/detail': () => view });

afterEach(cleanup);

describe('/role/detail/{teamId}: my entry in my team', () => {
  it('shows role, ticket, team, payment and what the team still needs', async () => {
    const server = serve(team());
    await renderScreen(RoleDetailScreen, '/role/detail/42', { paths: ['/role/detail/:id'] });

    expect(await screen.findByText('Leg 2', {}, wait)).toBeInTheDocument();
    expect(screen.getByText('Relay (team member)')).toBeInTheDocument();
    expect(screen.getByText('Fast Four')).toBeInTheDocument();
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Next: the team needs more members.');
    expect(screen.getByText('Leg 4: 1 more')).toBeInTheDocument();
    expect(server.calls[0]?.params).toEqual({ teamID: '42' });

    await act(async () => fireEvent.click(screen.getByText('Change my details')));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/role/edit/42');
  });

  it('leads a member who pays their own entry to its order', async () => {
    serve(team({ payer: 'each', state: 'ordered', orderID: 77 }));
    await renderScreen(RoleDetailScreen, '/role/detail/42', { paths: ['/role/detail/:id'] });

    expect(await screen.findByText('Next: pay for the entry.', {}, wait)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByText('Pay for my entry')));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pay/77');
  });

  it('says a paid member is registered, with nothing left to change', async () => {
    serve(team({ state: 'registered', canChange: false }, { paid: true }));
    await renderScreen(RoleEditScreen, '/role/edit/42', { paths: ['/role/edit/:id'] });

    expect(
      await screen.findByText('Your details can no longer change', {}, wait),
    ).toBeInTheDocument();
  });
});
