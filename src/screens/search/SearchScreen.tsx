import { Button, Input, List, Selector } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { code as fetchCaptcha } from '../../api/captcha';
import { search, searchNo } from '../../api/matchH5';
import { useRouteEdition } from '../../navigation/routeHandle';
import { eventSummary } from '../../config/events';
import { localize } from '../../config/localize';
import type { CaptchaCodeResponse as Captcha } from '../../../core/generated/api';
import { ui } from '../../ui/bus';
import { StatePage } from '../../ui/StatePage';
import { SearchOutline } from 'antd-mobile-icons';
import './search.css';

type QueryType = 'registration' | 'number';

/** One registration found, with texts already in the request's language. */
export interface SearchRecord {
  matchEventID: number;
  name: string;
  gender: 1 | 2;
  country: string;
  idType: string;
  /** Masked by the server except for the first and last characters. */
  idNumber: string;
  birthday: string;
  mobile: string;
  email?: string | null;
  clothingSize?: string | null;
  status: string;
  raceNumber?: string | null;
}

const CALLS: Record<QueryType, typeof search> = { registration: search, number: searchNo };

function useCaptcha(): [Captcha | undefined, () => void] {
  const [captcha, setCaptcha] = useState<Captcha>();
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(undefined));
  }, []);
  useEffect(refresh, [refresh]);
  return [captcha, refresh];
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
          ['gender', t(`search.gender.${record.gender}`)],
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
  const [queryType, setQueryType] = useState<QueryType>('registration');
  const [eventId, setEventId] = useState<number>();
  const [idNumber, setIdNumber] = useState('');
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
    if (!idNumber.trim()) return ui.toast(t('search.idRequired'), { type: 'text' });
    if (!answer.trim() || !captcha) return ui.toast(t('search.captchaRequired'), { type: 'text' });
    setBusy(true);
    try {
      const found = await CALLS[queryType]({
        matchEventID: eventId,
        queryType,
        keyword: idNumber.trim(),
        captchaId: captcha.captchaId,
        captchaCode: answer.trim(),
      });
      setRecords((found ?? []) as SearchRecord[]);
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
              { value: 'registration', label: t('search.byRegistration') },
              { value: 'number', label: t('search.byNumber') },
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
        <List.Item title={t('search.idNumber')}>
          <Input
            value={idNumber}
            onChange={setIdNumber}
            placeholder={t('search.idNumberPlaceholder')}
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
