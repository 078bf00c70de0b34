import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { Question } from '../../../core/generated/api';
import { faqRoute } from './loader';

/** Questions as a list; each opens its answer. */
export function QuestionLinks({
  questions,
  eventId,
  header,
}: {
  questions: Question[];
  eventId: number;
  header?: string;
}) {
  const navigate = useNavigate();
  return (
    <List header={header} className="faq__questions">
      {questions.map((question) => (
        <List.Item
          key={question.id}
          arrow
          onClick={() => navigate(faqRoute(`/faqanswer/${question.id}`, eventId))}
        >
          {question.question}
        </List.Item>
      ))}
    </List>
  );
}
