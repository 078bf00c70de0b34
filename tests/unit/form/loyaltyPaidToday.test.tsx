import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { i18next } from '../../../src/i18n';
import { MobileForm } from '../../../src/renderer/form/theme';
import '../allTexts';

const schema: RJSFSchema = { type: 'object', properties: { club: { type: 'boolean' } } };
const uiSchema: UiSchema = { club: { 'ui:widget': 'loyalty', 'ui:title': 'Join the club' } };

function renderOptIn(club?: boolean) {
  render(
    <MobileForm
      schema={schema}
      uiSchema={uiSchema}
      validator={customizeValidator()}
      formData={club === undefined ? {} : { club }}
    />,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Late evening in China, already the next day in UTC: the club's dates are China's.
  vi.setSystemTime(new Date('2027-03-01T23:30:00+08:00'));
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18next.changeLanguage('en-US');
});

describe('what an entry paid today brings a club member', () => {
  it.each([
    [
      'en-US',
      'Paid today, this entry earns 1 point for every RMB 1, convertible from March 23, 2027 and valid until March 1, 2028.',
      'A single payment of RMB 1,000 or more reaches Bronze on its own, until March 1, 2028.',
    ],
    [
      'zh-CN',
      '今天付款，本次报名每支付人民币1元积1分，积分2027年3月23日起可兑换，有效期至2028年3月1日。',
      '单笔支付满人民币1,000元即可直接升为铜卡，有效期至2028年3月1日。',
    ],
  ])('shows under the opt-in in %s once the runner joins', async (language, points, tier) => {
    await i18next.changeLanguage(language);
    renderOptIn(true);
    expect(screen.getByText(points)).toBeVisible();
    expect(screen.getByText(tier)).toBeVisible();
  });

  it('appears when the runner ticks the box, and not before', () => {
    renderOptIn();
    expect(screen.queryByText(/^Paid today/)).toBeNull();
    fireEvent.click(screen.getByText('Join the club'));
    expect(screen.getByText(/^Paid today, .* convertible from March 23, 2027/)).toBeVisible();
  });

  it('stays hidden while the terms are read before deciding', () => {
    renderOptIn(false);
    fireEvent.click(screen.getByText('Read the club terms'));
    expect(screen.getByText('Loyalty club terms')).toBeVisible();
    expect(screen.queryByText(/^Paid today/)).toBeNull();
  });
});
