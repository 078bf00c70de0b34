import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { TERMS_FIGURES } from '../../../../core/domain/loyalty/terms';
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

/**
 * Opting in to the sports-brand loyalty club. Its terms, in the language shown, open by themselves
 * once the runner opts in, and can be read before deciding.
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
      {shown && <LoyaltyTerms />}
    </div>
  );
}
