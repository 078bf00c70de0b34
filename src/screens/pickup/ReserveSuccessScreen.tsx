import { Button, List, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { cancelReserve } from '../../api/matchH5';
import { ui } from '../../ui/bus';
import { formatInstant } from '../pay/format';
import { PickupPage } from './PickupPage';
import { receiveRoute, reserveFormRoute, slipDownloadRoute } from '../../config/routes/pickup';

/**
 * /reserve/success/{id}: the reserved slot, the way to the slip, and change or cancel until the
 * deadline; without a reservation, the way to make one.
 */
export default function ReserveSuccessScreen() {
  const id = Number(useParams().id);
  const { t, i18n } = useTranslation('pickup');
  const navigate = useNavigate();
  return (
    <PickupPage applicationId={id}>
      {({ info, reload }) => {
        const r = info.reservation;
        if (!r) {
          return (
            <>
              <Result status="info" title={t('none')} description={info.bring} />
              <div className="pickup-actions">
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  onClick={() => navigate(reserveFormRoute(id))}
                >
                  {t('reserve')}
                </Button>
              </div>
            </>
          );
        }
        const cancel = async () => {
          const confirmed = await ui.dialog.confirm({
            title: t('cancel.title'),
            content: t('cancel.text'),
            confirmText: t('cancel.confirm'),
            cancelText: t('cancel.keep'),
          });
          if (!confirmed) return;
          try {
            await cancelReserve({ applicationID: id });
            ui.toast(t('cancel.done'), { type: 'success' });
            await reload();
          } catch {
            // The API client has said why; the reservation is unchanged.
          }
        };
        return (
          <>
            <Result
              status="success"
              title={t('reserved')}
              description={`${r.date} ${r.start}–${r.end}`}
            />
            <List className="pickup-card">
              <List.Item extra={r.venue.name} description={r.venue.address}>
                {t('slip.venue')}
              </List.Item>
              <List.Item>
                <a href={r.venue.mapUrl} target="_blank" rel="noreferrer">
                  {t('map')}
                </a>
              </List.Item>
              <List.Item extra={r.proxy ? `${r.proxy.name} (${r.proxy.idNumber})` : t('self')}>
                {t('who')}
              </List.Item>
              {r.changeable && (
                <List.Item extra={formatInstant(r.changeClosesAt, i18n.language)}>
                  {t('changeUntil')}
                </List.Item>
              )}
            </List>
            <div className="pickup-actions">
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => navigate(receiveRoute(id))}
              >
                {t('showSlip')}
              </Button>
              <Button block shape="rounded" onClick={() => navigate(slipDownloadRoute(id))}>
                {t('slip.download')}
              </Button>
              {r.changeable && (
                <>
                  <Button block shape="rounded" onClick={() => navigate(reserveFormRoute(id))}>
                    {t('change')}
                  </Button>
                  <Button block shape="rounded" color="danger" fill="none" onClick={cancel}>
                    {t('cancel.action')}
                  </Button>
                </>
              )}
            </div>
          </>
        );
      }}
    </PickupPage>
  );
}
