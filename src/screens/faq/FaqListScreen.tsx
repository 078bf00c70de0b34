import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { usePageTitle } from '../../navigation/shell';
import { StatePage } from '../../ui/StatePage';
import type { FaqListData } from './loader';
import { QuestionLinks } from './QuestionLinks';
import './faq.css';

/** /faqlist/{id} and /faqname/{name}: the questions of one type. */
export default function FaqListScreen() {
  const { t } = useTranslation('shell');
  const { eventId, type, questions } = useLoaderData() as FaqListData;
  usePageTitle(type?.name);
  if (!type || questions.length === 0) {
    return <StatePage icon={<QuestionCircleOutline />} title={t('faq.empty')} text="" />;
  }
  return (
    <div className="faq">
      <QuestionLinks questions={questions} eventId={eventId} header={type.name} />
    </div>
  );
}
