import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { listReserveDate } from '../../api/match';
import { reserveCollectDate } from '../../api/matchH5';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { PageLoading } from '../../ui/Loading';
import { PickupPage } from './PickupPage';
import type { Collector } from './ReserveFormScreen';
import { reserveSuccessRoute } from '../../config/routes/pickup';
import { useRemote } from '../../api/useRemote';

/**
 * /reserve/time/{id}: the pickup days with their venue and slots, each with the places left;
 * a full or closed slot cannot be chosen. Booking goes to the success page.
 */
export default function ReserveTimeScreen() {
  const id = Number(useParams().id);
  const { t } = useTranslation('pickup');
  const navigate = useNavigate();
  const collector = (useLocation().state as Collector | null) ?? { proxy: null };
  const days = useRemote((signal) => listReserveDate({ applicationID: id }, { signal }), [id]);
  const [chosen, setChosen] = useState<{ date: string; slotID: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const book = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { proxy } = collector;
      await reserveCollectDate({
        applicationID: id,
        ...chosen,
        proxy: proxy ? '1' : '0',
        ...(proxy
          ? { proxyName: proxy.name, proxyPhone: proxy.phone, proxyIdNumber: proxy.idNumber }
          : {}),
      });
      navigate(reserveSuccessRoute(id), { replace: true });
    } catch {
      // The API client has said why (a slot just filled up, say); the list shows the truth again.
      setChosen(null);
      if (days.status === 'ready') await days.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <PickupPage applicationId={id}>
      {() => {
        if (days.status === 'loading') return <PageLoading />;
        if (days.status === 'failed') {
          return <ErrorScreen title={t('failed')} text={t('failedText')} onRetry={days.retry} />;
        }
        return (
          <>
            {days.value.map((day) => (
              <List
                key={day.date}
                header={`${day.date} · ${day.venue.name}`}
                className="pickup-card"
              >
                {day.slots.map((slot) => {
                  const full = slot.left === 0;
                  const selected = chosen?.date === day.date && chosen.slotID === slot.id;
                  return (
                    <List.Item key={slot.id}>
                      <Button
                        block
                        className="pickup-slot"
                        color={selected ? 'primary' : 'default'}
                        aria-pressed={selected}
                        disabled={full || !slot.open}
                        onClick={() => setChosen({ date: day.date, slotID: slot.id })}
                      >
                        <span>
                          {slot.start}–{slot.end}
                        </span>
                        <span className="pickup-left">
                          {full
                            ? t('full')
                            : slot.open
                              ? t('left', { count: slot.left })
                              : t('closed')}
                        </span>
                      </Button>
                    </List.Item>
                  );
                })}
              </List>
            ))}
            <div className="pickup-actions">
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                disabled={!chosen}
                loading={busy}
                onClick={book}
              >
                {t('confirm')}
              </Button>
            </div>
          </>
        );
      }}
    </PickupPage>
  );
}
