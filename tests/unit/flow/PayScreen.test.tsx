import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PayScreen from '../../../src/screens/pay/PayScreen';
import DetailScreen from '../../../src/screens/detail/DetailScreen';
import { uiBus } from '../../../src/ui/bus';
import { fakeServer } from './fakeServer';
import { renderScreen } from './render';
import { SCREEN_WAIT_MS } from '../waits';
import relayConfig from '../../../configs/events/cd-relay-2027.json';
import { sampleEvent } from '../sampleEvent';

const relay = sampleEvent(relayConfig);

const PAY_PATHS = ['/pay/:id'];

function application(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    orderNo: '202611220000000007',
    matchEventID: 1001,
    eventKey: 'gz-marathon-2027',
    eventName: 'Guangzhou Marathon 2027',
    location: 'South Gate, Tianhe Sports Centre, Guangzhou',
    raceDate: '2027-12-11T23:30:00.000Z',
    applyType: '1',
    roleID: null,
    countryType: 1,
    payState: 2,
    payStatus: '1',
    refundStatus: 0,
    state: 'unpaid',
    tone: 'warning',
    fee: 0,
    paidAmount: null,
    amount: 26000,
    originalAmount: 26000,
    beansUsed: 0,
    currency: 'CNY',
    createdAt: '2026-11-22T02:00:00.000Z',
    paidAt: null,
    payChannel: null,
    payDeadline: null,
    cancelledAt: null,
    refundRequestedAt: null,
    refundedAt: null,
    tickets: [{ id: 100101, name: 'Marathon (42.195 km)', price: 26000 }],
    runnerInfo: { name: '张小跑', gender: 1 },
    ...overrides,
  };
}

const PAID = { payStatus: '2', payState: 3, state: 'paid', tone: 'success', paidAmount: 26000 };
const CANCELLED = { payState: 1, state: 'cancelled', tone: 'neutral' };

const payable = {
  canPay: true,
  canCancel: true,
  canEdit: true,
  canRefund: false,
  canPickup: false,
};
const closed = {
  canPay: false,
  canCancel: false,
  canEdit: false,
  canRefund: false,
  canPickup: false,
};
const allChannels = [
  { type: 'wallet' },
  { type: 'messaging' },
  { type: 'unionpay' },
  { type: 'boc' },
  { type: 'cmb' },
  { type: 'instalment', terms: [3, 6, 12] },
];

function serveOrder(
  app = application(),
  actions = payable,
  webMessagingPay = false,
  channels: object[] = allChannels,
) {
  return fakeServer({
    'GET /api/v2/matchH5/detailApplicationv2': () => ({
      application: app,
      actions,
      payment: { channels, webMessagingPay },
    }),
    // The order's line items and what it may add: none beyond the ticket here.
    'GET /api/v2/matchH5/getItemsInfo': () => ({
      applicationID: app.id,
      currency: app.currency,
      items: [],
      amount: app.amount,
      total: app.amount,
    }),
    'GET /api/v2/matchH5/listPackageByType': () => ({
      applicationID: app.id,
      currency: app.currency,
      canChange: false,
      items: [],
    }),
    'GET /api/v2/matchH5/listsCommonweal': () => ({
      applicationID: app.id,
      currency: app.currency,
      canChange: false,
      partners: [],
      selected: null,
    }),
    'GET /api/v2/matchH5/getApplicationPayStatus': () => ({
      applicationID: app.id,
      state: app.state,
      payStatus: app.payStatus,
      payState: app.payState,
      refundStatus: app.refundStatus,
      paidAt: app.paidAt,
      payDeadline: app.payDeadline,
    }),
  });
}

const channelNames = () =>
  [...document.querySelectorAll('.channel__name')].map((node) => node.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  uiBus.all.clear();
  vi.restoreAllMocks();
});

describe('order page', () => {
  it('shows the order, the runner and the race channels in the config order', async () => {
    serveOrder();
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('202611220000000007')).toBeVisible();
    expect(screen.getAllByText('Awaiting payment').length).toBeGreaterThan(0);
    // The amount at the top, and again in the bar beside the pay button.
    const amounts = screen.getAllByText('¥260.00');
    expect(amounts).toHaveLength(2);
    for (const amount of amounts) expect(amount).toBeVisible();
    expect(screen.getByText('张小跑')).toBeVisible();
    // The first channel is chosen; each says what it costs on top.
    expect(screen.getByRole('radio', { name: /Wallet app/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Wallet app/ })).toHaveAccessibleName(/No fee/);
    expect(screen.getByRole('radio', { name: /Pay in instalments/ })).toHaveAccessibleName(
      /Fee from 1\.8%/,
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
    expect(channelNames()).toEqual([
      'Wallet app',
      'Messaging app pay',
      'UnionPay',
      'Bank of China',
      'China Merchants Bank',
      'Pay in instalments',
    ]);
  });

  it('names the team role of a role application', async () => {
    serveOrder(application({ matchEventID: 3001, applyType: '2', roleID: 1 }));
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('Team role')).toBeVisible();
    // The role's name as the race's config writes it.
    expect(
      screen.getByText(relay.roles!.find((role) => role.id === 1)!.name['en-US']),
    ).toBeVisible();
  });

  it("shows a field only the role's form has with its title and the option's name", async () => {
    serveOrder(
      application({
        matchEventID: 3001,
        applyType: '2',
        roleID: 4,
        runnerInfo: { name: '林四棒', finishLine: 'team' },
      }),
    );
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('Crossing the finish line')).toBeVisible();
    expect(screen.getByText('The whole team runs the last 200 m with me')).toBeVisible();
    expect(screen.queryByText('team')).toBeNull();
  });

  it('back from a cashier with the order paid, goes on to the success page', async () => {
    const server = serveOrder(application(PAID), closed);
    const { router } = await renderScreen(PayScreen, '/pay/7?paying=1', { paths: PAY_PATHS });
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/success?applicationId=7',
      ),
    );
    expect(server.calls.map((call) => call.route)).toEqual([
      'GET /api/v2/matchH5/getApplicationPayStatus',
    ]);
  });

  it('back from a cashier without payment, says so and offers the channels again', async () => {
    const server = serveOrder();
    const { router } = await renderScreen(PayScreen, '/pay/7?paying=1', { paths: PAY_PATHS });
    await vi.waitFor(() => expect(router.state.location.search).toBe(''), {
      timeout: SCREEN_WAIT_MS,
    });
    // The server is asked again while a late callback may still arrive.
    expect(
      server.calls.filter((call) => call.route.endsWith('getApplicationPayStatus')),
    ).toHaveLength(3);
    expect(server.toasts.map((toast) => toast.message)).toEqual([
      'The payment did not go through. Please choose a way to pay again.',
    ]);
    expect(await screen.findByText('Wallet app')).toBeVisible();
  });

  it('clears the sign-up draft of the race once the order is paid', async () => {
    localStorage.setItem('signDraft:1001', '{"name":"张小跑"}');
    serveOrder(application({ ...PAID, paidAt: '2026-11-22T02:05:00Z' }), {
      ...closed,
      canRefund: true,
    });
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('Registration complete')).toBeVisible();
    // The page forgets the draft in an effect after it shows the order, which React may run in a
    // later task than the one that painted the text when the machine is busy.
    await vi.waitFor(() => expect(localStorage.getItem('signDraft:1001')).toBeNull(), {
      timeout: SCREEN_WAIT_MS,
    });
    expect(channelNames()).toEqual([]);
  });

  it('keeps the draft while the order is unpaid', async () => {
    localStorage.setItem('signDraft:1001', '{"name":"张小跑"}');
    serveOrder();
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    await screen.findByText('202611220000000007');
    expect(localStorage.getItem('signDraft:1001')).toBe('{"name":"张小跑"}');
  });

  it('cancels only after the runner confirms', async () => {
    let cancelled = false;
    const server = fakeServer({
      'GET /api/v2/matchH5/detailApplicationv2': () => ({
        application: application(cancelled ? CANCELLED : {}),
        actions: cancelled ? closed : payable,
        payment: { channels: allChannels, webMessagingPay: false },
      }),
      'POST /api/v2/matchH5/cancelApplication': () => {
        cancelled = true;
        return application(CANCELLED);
      },
    });
    const answers = [false, true];
    uiBus.on('dialog', (dialog) => dialog.resolve(answers.shift()!));
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });

    const cancel = await screen.findByText('Cancel registration');
    await act(async () => fireEvent.click(cancel));
    expect(server.calls.some((call) => call.route.endsWith('cancelApplication'))).toBe(false);

    await act(async () => fireEvent.click(screen.getByText('Cancel registration')));
    expect(await screen.findAllByText('Registration cancelled')).not.toHaveLength(0);
    expect(server.calls.find((call) => call.route.endsWith('cancelApplication'))?.params).toEqual({
      applicationID: '7',
    });
    expect(channelNames()).toEqual([]);
  });

  it("says plainly when no channel can charge the order's currency", async () => {
    serveOrder(
      application({ amount: 5000, originalAmount: 5000, currency: 'USD' }),
      payable,
      false,
      [{ type: 'wallet' }, { type: 'instalment', terms: [3] }],
    );
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('US$50.00')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No payment method here can charge USD');
    expect(channelNames()).toEqual([]);
  });

  it('shows what a paid order took, instalment fee included, and the pickup slip', async () => {
    serveOrder(application({ ...PAID, fee: 936, paidAmount: 26936 }), {
      ...closed,
      canRefund: true,
      canPickup: true,
    });
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('¥269.36')).toBeVisible();
    expect(screen.getByText('¥9.36')).toBeVisible();
    expect(screen.getByText('Download pickup slip')).toBeVisible();
  });

  it('shows a cancelled order in a neutral colour, without the pickup slip', async () => {
    serveOrder(application({ ...CANCELLED, paidAmount: null }), closed);
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    expect(await screen.findByText('Registration cancelled')).toBeVisible();
    expect(document.querySelector('.order-state--neutral')).toHaveTextContent('Cancelled');
    expect(document.querySelector('.order-state--success, .pay-status--success')).toBeNull();
    expect(screen.queryByText('Download pickup slip')).toBeNull();
  });

  it('inside the messaging app, advises opening the link elsewhere when the race says so', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.47',
    );
    serveOrder();
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS, language: 'zh-CN' });
    expect(await screen.findByText(/请复制下方链接，在手机浏览器中打开完成支付/)).toBeVisible();
    expect(screen.getByText(/#\/pay\/7$/)).toBeVisible();
    expect(channelNames()).toEqual([]);
  });

  it('inside the messaging app, shows the channels when the race allows paying there', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.47',
    );
    serveOrder(application(), payable, true);
    await renderScreen(PayScreen, '/pay/7', { paths: PAY_PATHS });
    await screen.findByText('202611220000000007');
    expect(channelNames()).toContain('Messaging app pay');
  });
});

describe('application detail in a lottery', () => {
  const DETAIL = ['/detail/:applicationid'];
  const bj = { matchEventID: 2001, eventName: 'Beijing Marathon 2027' };

  it('tells a runner waiting for the draw when it is', async () => {
    serveOrder(application({ ...bj, payState: 6, state: 'lotteryWaiting' }), {
      ...closed,
      canCancel: true,
    });
    await renderScreen(DetailScreen, '/detail/7', { paths: DETAIL });
    expect(await screen.findByText('You have entered the draw')).toBeVisible();
    expect(screen.getByText(/announced on Mar 8, 2027/)).toBeVisible();
    expect(screen.queryByText('Go to payment')).toBeNull();
  });

  it('tells a runner who was not drawn', async () => {
    serveOrder(application({ ...bj, payState: 7, state: 'notDrawn', tone: 'neutral' }), closed);
    await renderScreen(DetailScreen, '/detail/7', { paths: DETAIL, language: 'zh-CN' });
    expect(await screen.findByText('很遗憾，您本次未中签，感谢您的支持。')).toBeVisible();
    expect(document.querySelector('.adm-result-title')?.textContent).toBe('未中签');
    expect(screen.queryByText('去支付')).toBeNull();
  });

  it('asks a drawn runner to pay by the deadline', async () => {
    serveOrder(
      application({
        ...bj,
        payState: 9,
        state: 'drawn',
        payDeadline: '2099-12-15T04:00:00Z',
      }),
      payable,
    );
    const { router } = await renderScreen(DetailScreen, '/detail/7', { paths: DETAIL });
    expect(await screen.findByText('You were drawn: pay now')).toBeVisible();
    expect(
      screen.getByText(/^Please pay by .*2099.*, or the place goes to someone else\.$/),
    ).toBeVisible();
    fireEvent.click(screen.getByText('Go to payment'));
    expect(router.state.location.pathname).toBe('/pay/7');
  });
});
