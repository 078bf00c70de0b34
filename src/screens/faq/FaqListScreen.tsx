import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../navigation/shell';
import { StatePage } from '../../ui/StatePage';
import { LoadState } from '../team/LoadState';
import { useFaqList } from './loader';
import { QuestionLinks } from './QuestionLinks';
import './faq.css';

/** /faqlist/{id} and /faqname/{name}: the questions of one type. */
export default function FaqListScreen() {
  const { t } = useTranslation('shell');
  const { eventId, data } = useFaqList();
  usePageTitle(data.status === 'ready' ? data.value.type?.name : undefined);
  return (
    <LoadState loaded={data}>
      {({ type, questions }) =>
        !type || questions.length === 0 ? (
          <StatePage icon={<QuestionCircleOutline />} title={t('faq.empty')} text="" />
        ) : (
          <div className="faq">
            <QuestionLinks questions={questions} eventId={eventId} header={type.name} />
          </div>
        )
      }
    </LoadState>
  );
}
