import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_TYPING_DELAY_MS,
  clearDraft,
  createDraftWriter,
  draftKey,
  readDraft,
} from '../../../src/screens/sign/draft';

const stored = (eventId: number) => JSON.parse(localStorage.getItem(draftKey(eventId)) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the sign-up draft', () => {
  it('is kept per race under the agreed key', () => {
    createDraftWriter(1001, {}).commit({ name: '张三' });
    createDraftWriter(2001, {}).commit({ name: 'Li Si' });
    expect(localStorage.getItem('signDraft:1001')).toBe('{"name":"张三"}');
    expect(readDraft(2001)).toEqual({ name: 'Li Si' });
  });

  it('saves typing shortly after the last keystroke, on top of the committed values', () => {
    const draft = createDraftWriter(1001, { name: '张三' });
    draft.type(['phone'], '138');
    draft.type(['phone'], '1381234');
    expect(stored(1001)).toBeNull();
    vi.advanceTimersByTime(DRAFT_TYPING_DELAY_MS);
    expect(stored(1001)).toEqual({ name: '张三', phone: '1381234' });
  });

  it('saves nested and repeated fields at their place', () => {
    const draft = createDraftWriter(1001, { recentRaces: [{ race: 'Xiamen' }] });
    draft.type(['recentRaces', 0, 'year'], 2026);
    draft.type(['recentRaces', 1, 'race'], 'Wuxi');
    draft.flush();
    expect(stored(1001)).toEqual({
      recentRaces: [{ race: 'Xiamen', year: 2026 }, { race: 'Wuxi' }],
    });
  });

  it('saves pending typing when the page is left', () => {
    const draft = createDraftWriter(1001, {});
    draft.type(['name'], 'Wang');
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(1001)).toEqual({ name: 'Wang' });
    draft.dispose();
  });

  it('is gone after a successful application and stays gone', () => {
    const draft = createDraftWriter(1001, {});
    draft.commit({ name: 'Wang' });
    draft.type(['phone'], '13812345678');
    clearDraft(1001);
    draft.dispose();
    vi.advanceTimersByTime(DRAFT_TYPING_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(1001)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem(draftKey(1001), 'not json');
    expect(readDraft(1001)).toBeNull();
    localStorage.setItem(draftKey(1001), '[1,2]');
    expect(readDraft(1001)).toBeNull();
  });
});
