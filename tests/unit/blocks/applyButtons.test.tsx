import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventConfig } from '../../../src/config/events';
import { MatchEventStage } from '../../../core/domain/enums';
import type { DetailSimpleResponse } from '../../../core/generated/api';
import { page } from '../../../src/host/page';
import '../../../src/i18n';
import { ApplyButtons } from '../../../src/renderer/blocks/applyButtons/ApplyButtons';

const base = JSON.parse(
  readFileSync(path.resolve('configs/events/gz-marathon-2027.json'), 'utf8'),
) as EventConfig;

function event(overrides: Partial<EventConfig>): EventConfig {
  return { ...base, ...overrides };
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderButtons(config: EventConfig, live?: DetailSimpleResponse) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ApplyButtons block={{ type: 'applyButtons' }} event={config} live={live} />,
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Between the sample race's opening (2026-11-01) and closing (2027-10-31).
  vi.setSystemTime(new Date('2027-03-01T12:00:00+08:00'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('apply buttons', () => {
  it('leads an open first-come race to its first gate page', () => {
    renderButtons(event({}));
    const button = screen.getByRole('button', { name: '立即报名' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('报名截止时间 2027年10月31日 18:00')).toBeVisible();
    fireEvent.click(button);
    expect(screen.getByText(`at /${base.gates[0].type}?eventId=${base.id}`)).toBeVisible();
  });

  it('goes straight to the form when the race has no gates, and says "ballot" for a lottery', () => {
    renderButtons(event({ gates: [], registration: { ...base.registration, mode: 'lottery' } }));
    fireEvent.click(screen.getByRole('button', { name: '报名抽签' }));
    expect(screen.getByText(`at /sign/${base.id}/1`)).toBeVisible();
  });

  it('is disabled before opening and after closing, from the config dates', () => {
    vi.setSystemTime(new Date('2026-10-01T00:00:00+08:00'));
    renderButtons(event({}));
    expect(screen.getByRole('button', { name: '报名未开始' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('报名将于 2026年11月1日 10:00 开始')).toBeVisible();
    cleanup();

    renderButtons(event({ registration: { ...base.registration, stage: 'over' } }));
    expect(screen.getByRole('button', { name: '报名已截止' }).hasAttribute('disabled')).toBe(true);
  });

  it('follows the server: no places left means full', () => {
    renderButtons(event({}), {
      matchEventStage: MatchEventStage.ON,
      remaining: 0,
    } as DetailSimpleResponse);
    expect(screen.getByRole('button', { name: '名额已满' })).toBeVisible();
    expect(screen.getByRole('button', { name: '名额已满' })).toBeDisabled();
  });

  it('keeps the config stage when the server could not be asked', () => {
    renderButtons(event({}));
    expect(screen.getByRole('button', { name: '立即报名' })).toBeEnabled();
  });

  it('offers the outside jump, alone when it replaces the own sign-up', () => {
    const assign = vi.spyOn(page, 'assign').mockImplementation(() => undefined);
    const outside = {
      url: 'https://tickets.example.com/race',
      label: { 'zh-CN': '购票', 'en-US': 'Ticket purchase' },
    };
    renderButtons(event({ outside }));
    expect(screen.getByRole('button', { name: '立即报名' })).toBeVisible();
    cleanup();

    renderButtons(event({ outside: { ...outside, replacesSignUp: true } }));
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '购票' }));
    expect(assign).toHaveBeenCalledWith(outside.url);
  });
});
