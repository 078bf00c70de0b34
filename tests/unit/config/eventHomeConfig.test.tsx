import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventSummary, loadEventConfig, loadEventHomeConfig } from '../../../src/config/events';
import { renderRoute } from '../app/harness';

vi.mock('../../../src/api/matchH5', () => ({
  detailSimple: vi.fn(() => Promise.reject(new Error('offline'))),
}));

afterEach(() => vi.restoreAllMocks());

// Module state (the loaded configs) lives as long as this file: each test below starts from an
// app that has loaded no config yet, which is why they are in a file of their own.
describe('the event home and the rest of the config', () => {
  it('shows the event home from the config without its sign-up form, then reads the form when idle', async () => {
    const summary = eventSummary(1001)!;
    const whole = vi.spyOn(summary, 'load');
    renderRoute('/index/1001');

    // Without the server's word the config's dates decide: sign-up is open.
    expect(await screen.findByRole('button', { name: '立即报名' })).toBeEnabled();
    expect(whole).not.toHaveBeenCalled();
    // Once the page is idle, the config the pages after it read (the form included) is loaded:
    // asked for once, and held once it has come.
    await waitFor(() => expect(whole).toHaveBeenCalledTimes(1));
    await waitFor(async () => expect(await loadEventHomeConfig(1001)).toHaveProperty('form'));
  });

  it('holds the same config in its two parts as in one', async () => {
    const home = await eventSummary(1002)!.loadHome();
    const config = await loadEventConfig(1002);
    expect(home).not.toHaveProperty('form');
    expect(config.form.schema).toMatchObject({ type: 'object' });
    expect({ ...home, form: config.form }).toEqual(config);
  });
});
