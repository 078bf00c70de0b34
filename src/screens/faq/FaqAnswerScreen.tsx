import { QuestionCircleOutline } from 'antd-mobile-icons';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GateHtml } from '../../renderer/gates/GateHtml';
import { StatePage } from '../../ui/StatePage';
import { LoadState } from '../team/LoadState';
import { faqRoute, useFaqAnswer } from './loader';
import './faq.css';

/** /faqanswer/{id} and /faqqkey/{qkey}: a question and its answer (config HTML, sanitised). */
export default function FaqAnswerScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { eventId, data } = useFaqAnswer();
  return (
    <LoadState loaded={data}>
      {(question) =>
        !question ? (
          <StatePage icon={<QuestionCircleOutline />} title={t('faq.notFound')} text="" />
        ) : (
          <article className="faq faq__answer">
            <p className="faq__type">{question.typeName}</p>
            <h1 className="faq__question">{question.question}</h1>
            <GateHtml html={question.answer} />
            <Button
              block
              fill="outline"
              onClick={() => navigate(faqRoute(`/faqlist/${question.typeId}`, eventId))}
            >
              {t('faq.more')}
            </Button>
          </article>
        )
      }
    </LoadState>
  );
}
