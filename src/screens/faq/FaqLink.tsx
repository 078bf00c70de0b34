import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EventConfig } from '../../config/events';
import { faqRoute } from './loader';
import './faq-link.css';

type FaqPage = NonNullable<NonNullable<EventConfig['faq']>['types'][number]['pages']>[number];

/** A link from a sign-up page to the race's questions about it, when its config has a type for it. */
export function FaqLink({ event, page }: { event: EventConfig; page: FaqPage }) {
  const { t } = useTranslation('shell');
  const type = event.faq?.types.find((candidate) => candidate.pages?.includes(page));
  if (!type) return null;
  return (
    <p className="faq-link">
      <Link className="tap-text" to={faqRoute(`/faqname/${type.key}`, event.id)}>
        <QuestionCircleOutline /> {t('faq.pageLink')}
      </Link>
    </p>
  );
}
