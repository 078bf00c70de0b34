import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../src/i18n';
import ReserveFormScreen from '../../../src/screens/pickup/ReserveFormScreen';
import { fakeServer } from './fakeServer';
import { tapAfterEffects } from '../taps';
import '../allTexts';

const INFO = {
  applicationID: 42,
  orderNo: 'R20261127000042',
  eventName: 'City Marathon',
  paid: true,
  runner: { name: 'Zhang San', idNumber: '110***********0016' },
  tickets: ['10 km'],
  raceNumber: null,
  bring: 'The slip and your ID card',
  proxy: { allowed: true, mustShow: "A copy of the runner's ID card" },
  reservation: null,
};

/** The time page, showing who the form said collects the pack. */
function TimePage() {
  const { state } = useLocation();
  return <p data-testid="collector">{JSON.stringify(state)}</p>;
}

async function openForm() {
  await i18next.changeLanguage('en-US');
  const router = createMemoryRouter(
    [
      { path: '/reserve/form/:id', element: <ReserveFormScreen /> },
      { path: '/reserve/time/:id', element: <TimePage /> },
    ],
    { initialEntries: ['/reserve/form/42'] },
  );
  const { rerender } = render(<RouterProvider router={router} />);
  tapAfterEffects({ router, rerender }, await screen.findByText('Someone else collects it for me'));
  // The proxy's fields may come a render after the tap: wait for them as the runner would.
  await screen.findByLabelText("Proxy's name", { selector: 'input' });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  fakeServer({ 'GET /api/v2/matchH5/getReserveInfo': () => INFO });
});
afterEach(cleanup);

describe('the proxy on the pickup form', () => {
  it('keeps each detail the runner types and refuses only the field that is wrong', async () => {
    await openForm();
    type("Proxy's name", 'Li Si');
    type("Proxy's mobile number", '12345');
    fireEvent.blur(field("Proxy's mobile number"));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid mainland China mobile number',
    );
    type("Proxy's mobile number", '13800138000');
    fireEvent.blur(field("Proxy's mobile number"));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field("Proxy's name")).toHaveValue('Li Si');
  });

  it('sends the proxy to the time page once every detail passes', async () => {
    await openForm();
    type("Proxy's name", 'Li Si');
    type("Proxy's mobile number", '13800138000');
    fireEvent.click(screen.getByText('Choose a pickup time'));
    // The ID number is still empty: the runner stays, told so beside that field alone.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Can not be empty');
    type("Proxy's ID number", '11010519491231002X');
    fireEvent.click(screen.getByText('Choose a pickup time'));
    expect(JSON.parse((await screen.findByTestId('collector')).textContent ?? '')).toEqual({
      proxy: { name: 'Li Si', phone: '13800138000', idNumber: '11010519491231002X' },
    });
  });
});
