import { List, SearchBar } from 'antd-mobile';
import { QuestionCircleOutline, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { listsQuestion } from '../../api/conf';
import type { Question } from '../../../core/generated/api';
import { StatePage } from '../../ui/StatePage';
import { faqRoute, type FaqHomeData } from './loader';
import { QuestionLinks } from './QuestionLinks';
import './faq.css';

/** The questions whose text or answer has every word of `keyword`; undefined while none is typed. */
function useSearch(eventId: number, keyword: string): Question[] | undefined {
  const [found, setFound] = useState<Question[]>();
  useEffect(() => {
    const words = keyword.trim();
    if (!words) {
      setFound(undefined);
      return;
    }
    const controller = new AbortController();
    listsQuestion({ matchEventID: eventId, keyword: words }, { signal: controller.signal }).then(
      setFound,
      () => {},
    );
    return () => controller.abort();
  }, [eventId, keyword]);
  return keyword.trim() ? found : undefined;
}

/** /faq: the race's question types, and a search over every question and answer. */
export default function FaqHomeScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { eventId, types } = useLoaderData() as FaqHomeData;
  const [keyword, setKeyword] = useState('');
  const found = useSearch(eventId, keyword);

  return (
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
  );
}
