import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventSummary } from '../../../src/config/events';
import { page } from '../../../src/host/page';
import { renderRoute } from '../app/harness';

vi.mock('../../../src/api/matchH5', () => ({
  detailSimple: vi.fn(() => Promise.reject(new Error('offline'))),
}));

afterEach(() => vi.restoreAllMocks());

describe('event config at run time', () => {
  it('shows an error with a retry when the config cannot be loaded; the retry loads the page again', async () => {
    const summary = eventSummary(1001)!;
    vi.spyOn(summary, 'loadHome').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderRoute('/index/1001');

    // The page's code arrives with the failure: the router waits for both.
    expect(await screen.findByText('页面加载失败')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says "Event not found" for an id no config has', async () => {
    renderRoute('/index/4242');
    expect(await screen.findByText('未找到该赛事')).toBeVisible();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeVisible();
  });
});
