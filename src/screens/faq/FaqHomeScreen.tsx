import { List, SearchBar } from 'antd-mobile';
import { QuestionCircleOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listsQuestion } from '../../api/conf';
import { useRemote } from '../../api/useRemote';
import type { Question } from '../../../core/generated/api';
import { StatePage } from '../../ui/StatePage';
import { LoadState } from '../team/LoadState';
import { faqRoute, useFaqHome } from './loader';
import { QuestionLinks } from './QuestionLinks';
import './faq.css';

/**
 * The questions whose text or answer has every word of `keyword`: undefined while none is typed
 * or the answer to the words typed has not come (a failed search leaves the types showing).
 */
function useSearch(eventId: number, keyword: string): Question[] | undefined {
  const words = keyword.trim();
  const found = useRemote(
    (signal) =>
      words
        ? listsQuestion({ matchEventID: eventId, keyword: words }, { signal })
        : Promise.resolve(undefined),
    [eventId, words],
  );
  return found.status === 'ready' ? found.value : undefined;
}

/** /faq: the race's question types, and a search over every question and answer. */
export default function FaqHomeScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { eventId, data } = useFaqHome();
  const [keyword, setKeyword] = useState('');
  const found = useSearch(eventId, keyword);

  return (
    <LoadState loaded={data}>
      {(types) => (
        <div className="faq">
          <SearchBar
            className="faq__search"
            placeholder={t('faq.searchPlaceholder')}
            value={keyword}
            onChange={setKeyword}
          />
          {found && found.length === 0 && (
            <StatePage icon={<SearchOutline />} title={t('faq.noResults')} text="" />
          )}
          {found && found.length > 0 && (
            <QuestionLinks questions={found} eventId={eventId} header={t('faq.results')} />
          )}
          {!found && types.length === 0 && (
            <StatePage icon={<QuestionCircleOutline />} title={t('faq.empty')} text="" />
          )}
          {!found && types.length > 0 && (
            <List header={t('faq.types')}>
              {types.map((type) => (
                <List.Item
                  key={type.id}
                  arrow
                  extra={t('faq.count', { count: type.count })}
                  onClick={() => navigate(faqRoute(`/faqlist/${type.id}`, eventId))}
                >
                  {type.name}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      )}
    </LoadState>
  );
}
