import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../src/i18n';
import { ui } from '../../../src/ui/bus';
import { GlobalWidgets } from '../../../src/ui/GlobalWidgets';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => i18next.changeLanguage('zh-CN'));
});

describe('toast', () => {
  it('shows the message over a mask for 2 seconds by default', () => {
    vi.useFakeTimers();
    render(<GlobalWidgets />);
    act(() => ui.toast('已保存'));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('已保存');
    expect(toast.style.width).toBe('7.6em');
    expect(toast.parentElement?.classList.contains('app-toast--mask')).toBe(true);

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('已保存')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('已保存')).toBeNull();
  });

  it('keeps a text toast for the given time, and a newer message replaces it', () => {
    vi.useFakeTimers();
    render(<GlobalWidgets />);
    act(() => ui.toast('第一条', { type: 'text', duration: 5000, mask: false }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => ui.toast('第二条', { type: 'fail' }));
    expect(screen.queryByText('第一条')).toBeNull();
    expect(screen.getByText('第二条')).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('第二条')).toBeNull();
  });
});

// The dialog fades in: it counts as shown once the runner can see it, not when it enters the DOM.
const shown = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

describe('dialog', () => {
  it('confirms with the default texts of the language', async () => {
    render(<GlobalWidgets />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = ui.dialog.confirm({ content: '确定取消报名吗？' });
    });
    await shown('确定取消报名吗？');
    expect(screen.getByText('提示')).toBeVisible();
    expect(screen.getByText('取消')).toBeVisible();
    fireEvent.click(screen.getByText('确定'));
    await expect(answer).resolves.toBe(true);
  });

  it('answers false on cancel, and shows queued dialogs one after another', async () => {
    await act(() => i18next.changeLanguage('en-US'));
    render(<GlobalWidgets />);
    let first: Promise<boolean> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = ui.dialog.confirm({ title: 'Withdraw', content: 'Withdraw from the race?' });
      second = ui.dialog.alert({ content: 'Done' });
    });
    await shown('Withdraw from the race?');
    expect(screen.queryByText('Done')).toBeNull();
    fireEvent.click(screen.getByText('Cancel'));
    await expect(first).resolves.toBe(false);

    await shown('Done');
    expect(screen.getByText('Notice')).toBeVisible();
    expect(screen.queryByText('Cancel')).toBeNull();
    fireEvent.click(screen.getByText('OK'));
    await expect(second).resolves.toBeUndefined();
  });

  it('answers false when the runner taps the backdrop', async () => {
    render(<GlobalWidgets />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = ui.dialog.confirm({ content: '离开本页？' });
    });
    await screen.findByText('离开本页？');
    fireEvent.click(document.querySelector('.adm-mask') as Element);
    await expect(answer).resolves.toBe(false);
  });
});

describe('loading', () => {
  it('shows the dots until hidden, or until its time is up', async () => {
    render(<GlobalWidgets />);
    act(() => ui.loading.show());
    expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    act(() => ui.loading.hide());
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();

    act(() => ui.loading.show(50));
    expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status', { name: '加载中' })).toBeNull());
  });
});
