import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { i18next } from '../../../src/i18n';
import { MobileForm } from '../../../src/renderer/form/theme';
import '../allTexts';

// Other figures than today's terms: what the runner reads can only come from the domain's.
vi.mock('../../../core/domain/loyalty/terms', async (importOriginal) => {
  const terms = await importOriginal<typeof import('../../../core/domain/loyalty/terms')>();
  return {
    ...terms,
    TERMS_FIGURES: {
      ...terms.TERMS_FIGURES,
      bronzeYuan: 1500,
      silverYuan: 4500,
      goldYuan: 9000,
      conversionPoints: 600,
      couponYuan: 60,
    },
  };
});

const schema: RJSFSchema = { type: 'object', properties: { club: { type: 'boolean' } } };
const uiSchema: UiSchema = { club: { 'ui:widget': 'loyalty', 'ui:title': 'Join the club' } };

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en-US');
});

describe('the loyalty club terms on the form', () => {
  it.each([
    [
      'en-US',
      'Read the club terms',
      /RMB 1,500 for Bronze, RMB 4,500 for Silver and RMB 9,000 for Gold/,
      /Every 600 convertible points turn automatically into one RMB 60 coupon/,
    ],
    [
      'zh-CN',
      '查看会员条款',
      /满人民币1,500元升为铜卡，满4,500元升为银卡，满9,000元升为金卡/,
      /每满600可兑换积分自动兑换为1张人民币60元优惠券/,
    ],
  ] as const)('quote the club rules’ thresholds in %s', async (language, open, tiers, coupon) => {
    await i18next.changeLanguage(language);
    render(
      <MobileForm
        schema={schema}
        uiSchema={uiSchema}
        validator={customizeValidator()}
        formData={{}}
      />,
    );
    fireEvent.click(screen.getByText(open));
    expect(screen.getByText(tiers)).toBeVisible();
    expect(screen.getByText(coupon)).toBeVisible();
  });
});
