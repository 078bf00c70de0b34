import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import '../../../src/i18n';
import { page } from '../../../src/host/page';
import { channelEntry, channels } from '../../../src/renderer/channels';
import { offeredPlans } from '../../../src/renderer/channels/instalment/InstalmentChannel';
import type { ChannelConfig } from '../../../core/generated/config/event';
import { fakeServer } from '../flow/fakeServer';
import { readRegistryEntrySchemas, typeOf } from '../registrySchemas';

const context = { applicationId: 7, returnUrl: '/#/pay/7?paying=1' };
const trade = (payUrl: string) => ({
  tradeNo: 'P1',
  payUrl,
  amount: 26000,
  currency: 'CNY',
  channel: 'wallet',
});

function renderChannel(config: ChannelConfig) {
  const { component: Channel } = channelEntry(config);
  return render(<Channel config={config} context={context} />);
}

let assigned: string[];

beforeEach(async () => {
  await i18next.changeLanguage('en-US');
  assigned = [];
  vi.spyOn(page, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('channel registry', () => {
  it.each(Object.keys(channels))(
    '%s is offered under a name and a hint of its own in both languages',
    async (type) => {
      await i18next.loadLanguages(['zh-CN', 'en-US']);
      for (const language of ['zh-CN', 'en-US']) {
        const t = i18next.getFixedT(language, 'flow');
        for (const text of ['name', 'hint']) {
          const key = `channels.${type}.${text}`;
          expect(i18next.exists(key, { lng: language, ns: 'flow' }), `${language} ${key}`).toBe(
            true,
          );
          const others = Object.keys(channels)
            .filter((other) => other !== type)
            .map((other) => t(`channels.${other}.${text}`));
          expect(others).not.toContain(t(key));
        }
      }
    },
  );

  it('has exactly one entry per channel folder with a schema, the schema of its own type', () => {
    const folders = readRegistryEntrySchemas().filter(({ kind }) => kind === 'channel');
    expect(Object.keys(channels).sort()).toEqual(folders.map(({ type }) => type).sort());
    for (const { type, schema } of folders) expect(typeOf(schema)).toBe(type);
  });

  it('gives every channel a mark of its own, drawn as SVG', () => {
    const logos = Object.values(channels).map((entry) => entry.logo);
    expect(new Set(logos).size).toBe(logos.length);
    for (const logo of logos) expect(logo).toMatch(/svg/);
  });

  it('offers on a computer only the channels whose cashier works there', () => {
    const desktop = Object.entries(channels)
      .filter(([, entry]) => entry.desktop)
      .map(([type]) => type);
    expect(desktop.sort()).toEqual(['boc', 'cmb', 'unionpay', 'wallet']);
  });
});

/** Channels whose cashier the server signs for the order, and its sign route. */
const SIGNED_CASHIERS = [
  ['wallet', 'zfbH5Sign'],
  ['messaging', 'weixinH5Sign'],
] as const;
/** Channels that go to the server's sign route as a page of their own. */
const SIGN_PAGES = [
  ['unionpay', 'unionpayH5Sign'],
  ['boc', 'bocH5Sign'],
  ['cmb', 'cmbH5Sign'],
] as const;

describe('paying through a channel', () => {
  it('pays through every registered channel in one of the tests here', () => {
    const paidThrough = [...SIGNED_CASHIERS, ...SIGN_PAGES].map(([type]) => type as string);
    expect([...paidThrough, 'instalment'].sort()).toEqual(Object.keys(channels).sort());
  });

  it.each(SIGNED_CASHIERS)(
    '%s opens the cashier the server signed for the order',
    async (type, route) => {
      const server = fakeServer({
        [`GET /api/v2/payorder/${route}`]: () => trade(`/api/sandbox/cashier/${type}`),
      });
      renderChannel({ type });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect(server.calls[0].params).toEqual({ applicationID: '7', returnUrl: context.returnUrl });
      expect(assigned).toEqual([`/api/sandbox/cashier/${type}`]);
    },
  );

  it.each(SIGN_PAGES)(
    '%s goes to the server sign route as a page of its own, on a one-time pay ticket',
    async (type, route) => {
      const server = fakeServer({
        'GET /api/v2/payorder/payTicket': () => ({ ticket: 'one-time', expiresIn: 120 }),
      });
      renderChannel({ type });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect(server.calls.map((call) => call.route)).toEqual(['GET /api/v2/payorder/payTicket']);
      const url = new URL(assigned[0], 'http://app.test');
      expect(url.pathname).toBe(`/api/v2/payorder/${route}`);
      expect(url.searchParams.get('applicationID')).toBe('7');
      expect(url.searchParams.get('returnUrl')).toBe(context.returnUrl);
      expect(url.searchParams.get('ticket')).toBe('one-time');
      expect(url.searchParams.has('token')).toBe(false);
    },
  );

  it('stays on the page, ready for another try, when the server refuses to sign', async () => {
    const server = fakeServer({
      'GET /api/v2/payorder/zfbH5Sign': () => ({ status: 409, error: 'Already paid' }),
    });
    renderChannel({ type: 'wallet' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
    expect(assigned).toEqual([]);
    expect(server.toasts.map((toast) => toast.message)).toEqual(['Already paid']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
    expect(server.calls).toHaveLength(2);
  });
});

describe('instalments', () => {
  const rates = {
    amount: 26000,
    currency: 'CNY',
    plans: [
      { terms: 3, rate: 0.018, fee: 468, total: 26468, perTerm: 8822, lastTerm: 8824 },
      { terms: 12, rate: 0.072, fee: 1872, total: 27872, perTerm: 2322, lastTerm: 2330 },
      { terms: 6, rate: 0.036, fee: 936, total: 26936, perTerm: 4489, lastTerm: 4491 },
    ],
  };

  it('shows the plans the race offers, in its order', () => {
    expect(offeredPlans(rates as never, [12, 3]).map((plan) => plan.terms)).toEqual([12, 3]);
    expect(offeredPlans(rates as never, [24, 6]).map((plan) => plan.terms)).toEqual([6]);
  });

  it('pays the chosen number of months at its cashier', async () => {
    const server = fakeServer({
      'GET /api/v2/payorder/fenqileCalcRate': () => rates,
      'GET /api/v2/payorder/fenqileH5Sign': () => trade('/api/sandbox/cashier/instalment'),
    });
    renderChannel({ type: 'instalment', terms: [3, 6] });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('3 months · ¥88.22 a month')).toBeVisible();
    expect(screen.getByText('Total ¥269.36 (fee ¥9.36 included)')).toBeVisible();
    expect(screen.queryByText(/12 months/)).toBeNull();

    fireEvent.click(screen.getByText('6 months · ¥44.89 a month'));
    await act(async () => fireEvent.click(screen.getByText('Pay in 6 instalments')));
    expect(server.calls.at(-1)).toEqual({
      route: 'GET /api/v2/payorder/fenqileH5Sign',
      params: { applicationID: '7', returnUrl: context.returnUrl, terms: '6' },
    });
    expect(assigned).toEqual(['/api/sandbox/cashier/instalment']);
  });
});
