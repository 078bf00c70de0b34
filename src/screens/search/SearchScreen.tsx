import { Button, Input, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { code as fetchCaptcha } from '../../api/captcha';
import { search } from '../../api/matchH5';
import { useRemote } from '../../api/useRemote';
import { useRouteEdition } from '../../navigation/routeHandle';
import { eventSummary } from '../../config/events';
import { localize } from '../../config/localize';
import type {
  CaptchaCodeResponse as Captcha,
  SearchRecord,
  SearchRequest,
} from '../../../core/generated/api';
import { ui } from '../../ui/bus';
import { StatePage } from '../../ui/StatePage';
import { SearchOutline } from 'antd-mobile-icons';
import './search.css';

type QueryType = SearchRequest['queryType'];

/** What the keyword box asks for, per query type (keys of the shell namespace). */
const KEYWORD_TEXTS: Record<QueryType, { label: string; placeholder: string; required: string }> = {
  idNumber: {
    label: 'search.idNumber',
    placeholder: 'search.idNumberPlaceholder',
    required: 'search.idRequired',
  },
  phone: {
    label: 'search.phone',
    placeholder: 'search.phonePlaceholder',
    required: 'search.phoneRequired',
  },
};

/** The picture code to answer, and a new one asked for (the old one shows until it comes). */
function useCaptcha(): [Captcha | undefined, () => void] {
  const captcha = useRemote<Captcha>((signal) => fetchCaptcha(undefined, { signal }), []);
  if (captcha.status === 'ready') return [captcha.value, () => void captcha.reload()];
  return [undefined, captcha.status === 'failed' ? captcha.retry : () => undefined];
}

function Result({ records }: { records: SearchRecord[] }) {
  const { t, i18n } = useTranslation('shell');
  if (records.length === 0) {
    return <StatePage icon={<SearchOutline />} title={t('search.noResults')} text="" />;
  }
  return (
    <>
      {records.map((record, index) => {
        const event = eventSummary(record.matchEventID);
        const rows: [string, string | null | undefined][] = [
          ['event', event ? localize(event.name, i18n.language) : String(record.matchEventID)],
          ['name', record.name],
          ['gender', record.gender ? t(`search.gender.${record.gender}`) : null],
          ['country', record.country],
          ['idType', record.idType],
          ['idNumber', record.idNumber],
          ['birthday', record.birthday],
          ['mobile', record.mobile],
          ['email', record.email],
          ['clothingSize', record.clothingSize],
          ['status', record.status],
          ['raceNumber', record.raceNumber],
        ];
        return (
          <List key={index} header={t('search.result')} className="search-result">
            {rows.map(([key, value]) => (
              <List.Item key={key} extra={value || '—'}>
                {t(`search.field.${key}`)}
              </List.Item>
            ))}
          </List>
        );
      })}
    </>
  );
}

/** /{edition}/search: look up a registration by ID number and a picture code. */
export default function SearchScreen() {
  const { t, i18n } = useTranslation('shell');
  const edition = useRouteEdition();
  const [queryType, setQueryType] = useState<QueryType>('idNumber');
  const [eventId, setEventId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const texts = KEYWORD_TEXTS[queryType];
  const [answer, setAnswer] = useState('');
  const [captcha, refreshCaptcha] = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [records, setRecords] = useState<SearchRecord[]>();

  const events = (edition?.search.eventIds ?? []).flatMap((id) => {
    const summary = eventSummary(id);
    return summary ? [{ value: id, label: localize(summary.name, i18n.language) }] : [];
  });

  const submit = async () => {
    if (eventId === undefined) return ui.toast(t('search.selectMatch'), { type: 'text' });
    if (!keyword.trim()) return ui.toast(t(texts.required), { type: 'text' });
    if (!answer.trim() || !captcha) return ui.toast(t('search.captchaRequired'), { type: 'text' });
    setBusy(true);
    try {
      const found = await search({
        matchEventID: eventId,
        queryType,
        keyword: keyword.trim(),
        captchaId: captcha.captchaId,
        captchaCode: answer.trim(),
      });
      setRecords(found);
    } catch {
      // The API client has shown the reason; a used picture code cannot be tried again.
      setRecords(undefined);
    } finally {
      setBusy(false);
      setAnswer('');
      refreshCaptcha();
    }
  };

  return (
    <div className="search">
      <List header={t('search.queryType')}>
        <List.Item>
          <Selector
            columns={2}
            value={[queryType]}
            onChange={([value]) => value && setQueryType(value)}
            options={[
              { value: 'idNumber', label: t('search.byIdNumber') },
              { value: 'phone', label: t('search.byPhone') },
            ]}
          />
        </List.Item>
      </List>
      <List header={t('search.event')}>
        <List.Item>
          <Selector
            columns={1}
            value={eventId === undefined ? [] : [eventId]}
            onChange={([value]) => setEventId(value)}
            options={events}
          />
        </List.Item>
      </List>
      <List>
        <List.Item title={t(texts.label)}>
          <Input
            value={keyword}
            onChange={setKeyword}
            placeholder={t(texts.placeholder)}
            clearable
            autoComplete="off"
          />
        </List.Item>
        <List.Item
          title={t('search.captcha')}
          extra={
            captcha && (
              <button
                type="button"
                className="search__captcha"
                aria-label={t('search.refreshCaptcha')}
                onClick={refreshCaptcha}
              >
                <img src={captcha.image} alt={t('search.captcha')} />
              </button>
            )
          }
        >
          <Input
            value={answer}
            onChange={setAnswer}
            placeholder={t('search.captchaPlaceholder')}
            autoComplete="off"
          />
        </List.Item>
      </List>
      <div className="search__submit">
        <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={submit}>
          {t('search.submit')}
        </Button>
      </div>
      {records && <Result records={records} />}
    </div>
  );
}
