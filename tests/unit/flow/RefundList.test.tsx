import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../src/api/client';
import RefundListScreen from '../../../src/screens/refund/RefundListScreen';
import { fakeServer } from './fakeServer';
import { renderScreen } from './render';
import { SCREEN_WAIT_MS } from '../waits';

/** A refund request of the list, order `n`. */
function request(n: number) {
  return {
    id: n,
    applicationID: 100 + n,
    orderNo: `R${String(n).padStart(4, '0')}`,
    matchEventID: 3001,
    eventName: 'City Marathon',
    kind: 'refund',
    status: 'refunded',
    amount: 10000,
    currency: 'CNY',
    percent: 100,
    until: null,
    handlingFee: 0,
    reason: null,
    document: null,
    decisionReason: null,
    createdAt: '2026-03-01T08:00:00Z',
    decidedAt: null,
    refundedAt: null,
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the refund list of a runner with more requests than one page', () => {
  it('shows every request, reading the pages the server caps', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    const all = Array.from({ length: 53 }, (_, i) => request(53 - i));
    const server = fakeServer({
      'GET /api/v2/matchH5/listsRefund': ({ page, pageSize }) => {
        const size = Number(pageSize);
        if (!(size <= 50)) return { status: 400, error: 'pageSize above the cap' };
        return all.slice((Number(page) - 1) * size, Number(page) * size);
      },
    });
    await renderScreen(RefundListScreen, '/list', { paths: ['/list'] });

    expect(await screen.findByText(/R0001/, {}, { timeout: SCREEN_WAIT_MS })).toBeInTheDocument();
    expect(screen.getByText(/R0053/)).toBeInTheDocument();
    expect(screen.getAllByText('City Marathon')).toHaveLength(53);
    expect(server.calls.map((call) => call.params)).toEqual([
      { page: '1', pageSize: '50' },
      { page: '2', pageSize: '50' },
    ]);
  });
});
