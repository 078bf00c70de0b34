import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { convertibleOn, pointsExpireOn } from '../../../../core/domain/loyalty/points';
import { TERMS_FIGURES, TIER_THRESHOLDS_CENTS } from '../../../../core/domain/loyalty/terms';
import { memberTier } from '../../../../core/domain/loyalty/tier';
import CheckboxWidget from './CheckboxWidget';

interface TermsSection {
  title: string;
  items: string[];
}

function LoyaltyTerms() {
  const { t } = useTranslation('form');
  const sections = t('loyalty.terms', {
    returnObjects: true,
    ...TERMS_FIGURES,
  }) as TermsSection[];
  return (
    <section className="form-loyalty__terms" aria-label={t('loyalty.termsTitle')}>
      <h3>{t('loyalty.termsTitle')}</h3>
      {sections.map((section) => (
        <div key={section.title}>
          <h4>{section.title}</h4>
          <ol>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

/** The club counts its days in China, so its dates read as they fall there. */
const CLUB_TIME_ZONE = 'Asia/Shanghai';

/**
 * What paying for this entry today brings a member, by the club's own rules: from when its points
 * convert and until when they last, and how long the tier a single payment reaches is kept.
 */
function PaidToday() {
  const { t, i18n } = useTranslation('form');
  const [now] = useState(() => new Date());
  const day = (date: Date) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'long',
      timeZone: CLUB_TIME_ZONE,
    }).format(date);
  const { tier, reviewOn } = memberTier([{ at: now, cents: TIER_THRESHOLDS_CENTS.bronze }], now);
  return (
    <>
      <p className="form-field__description">
        {t('loyalty.paidToday.points', {
          pointsPerYuan: TERMS_FIGURES.pointsPerYuan,
          convertibleOn: day(convertibleOn(now, 'online')),
          expiresOn: day(pointsExpireOn(now)),
        })}
      </p>
      {reviewOn && (
        <p className="form-field__description">
          {t('loyalty.paidToday.tier', {
            yuan: TERMS_FIGURES.bronzeYuan,
            tier: t(`loyalty.tiers.${tier}`),
            until: day(reviewOn),
          })}
        </p>
      )}
    </>
  );
}

/**
 * Opting in to the sports-brand loyalty club. Once the runner opts in, what this entry brings them
 * shows under the box and the terms, in the language shown, open by themselves; the terms can
 * also be read before deciding.
 */
export default function LoyaltyWidget(props: WidgetProps) {
  const { t } = useTranslation('form');
  // Until the runner opens or closes the terms themselves, they follow the opt-in.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const shown = expanded ?? props.value === true;
  return (
    <div className="form-loyalty">
      <CheckboxWidget {...props}>
        <button
          type="button"
          className="form-link tap-text"
          aria-expanded={shown}
          onClick={() => setExpanded(!shown)}
        >
          {shown ? t('loyalty.hideTerms') : t('loyalty.showTerms')}
        </button>
      </CheckboxWidget>
      {props.value === true && <PaidToday />}
      {shown && <LoyaltyTerms />}
    </div>
  );
}
