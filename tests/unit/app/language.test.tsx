import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../../../src/i18n/language';
import { eventSummary, loadEventConfig } from '../../../src/config/events';
import { renderRoute } from './harness';

vi.mock('../../../src/api/matchH5', () => ({
  detailSimple: vi.fn(() => Promise.reject(new Error('offline'))),
}));

describe('language', () => {
  it('switches with the 中/EN control and remembers the choice', async () => {
    renderRoute('/gz/my');
    await waitFor(() => expect(document.title).toBe('我的'));

    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(document.title).toBe('Me'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('lang')).toBe('en-US');
    expect(screen.getByRole('button', { name: 'EN', pressed: true })).toBeVisible();
    expect(currentLanguage()).toBe('en-US');
  });

  it('forces Chinese on a mustCn event and gives the runner their choice back afterwards', async () => {
    const summary = eventSummary(3002)!;
    const config = await summary.load();
    vi.spyOn(summary, 'load').mockResolvedValue({ ...config, mustCn: true });
    expect((await loadEventConfig(3002)).mustCn).toBe(true);

    const { router } = renderRoute('/gz/my');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }));
    await waitFor(() => expect(document.title).toBe('Me'));

    await act(() => router.navigate('/index/3002'));
    await waitFor(() => expect(document.title).toBe(config.name['zh-CN']));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    expect(screen.queryByRole('button', { name: 'EN' })).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en-US');

    await act(() => router.navigate('/gz/my'));
    await waitFor(() => expect(document.title).toBe('Me'));
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: 'EN', pressed: true })).toBeVisible();
  });
});
