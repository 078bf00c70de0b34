import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_TYPING_DELAY_MS,
  clearDraft,
  createDraftWriter,
  draftKey,
  readDraft,
  typingUnder,
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

  it('keeps typing in a field when the commit of the field before arrives after it', () => {
    const draft = createDraftWriter(1001, {});
    draft.type(['name'], 'Zhang');
    draft.settle(['name']);
    draft.type(['city'], 'Xi');
    draft.commit({ name: 'Zhang' });
    expect(stored(1001)).toEqual({ name: 'Zhang', city: 'Xi' });
    draft.settle(['city']);
    draft.commit({ name: 'Zhang', city: 'Xi' });
    draft.commit({ name: 'Zhang' });
    expect(stored(1001)).toEqual({ name: 'Zhang' });
  });

  it("gives a settled field's typing way to the value the form commits for it", () => {
    const draft = createDraftWriter(1001, {});
    draft.type(['idNumber'], ' 11010519491231002x ');
    draft.settle(['idNumber']);
    draft.commit({ idNumber: '11010519491231002X', gender: 2 });
    expect(stored(1001)).toEqual({ idNumber: '11010519491231002X', gender: 2 });
    draft.commit({});
    expect(stored(1001)).toEqual({});
  });

  it('saves typing again in a field left and come back to before its commit', () => {
    const draft = createDraftWriter(1001, {});
    draft.type(['name'], 'Zha');
    draft.settle(['name']);
    draft.type(['name'], 'Zhang');
    draft.commit({});
    expect(stored(1001)).toEqual({ name: 'Zhang' });
  });

  it("keeps a group person's typing at that person's place", () => {
    const draft = createDraftWriter(1001, { members: [{ name: 'Wang' }, {}] }, 'groupDraft');
    const second = typingUnder(draft, ['members', 1]);
    second.type(['name'], 'Li');
    second.settle(['name']);
    draft.flush();
    expect(readDraft(1001, 'groupDraft')).toEqual({ members: [{ name: 'Wang' }, { name: 'Li' }] });
    draft.commit({ members: [{ name: 'Wang' }, { name: 'Li Lei' }] });
    expect(readDraft(1001, 'groupDraft')).toEqual({
      members: [{ name: 'Wang' }, { name: 'Li Lei' }],
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
