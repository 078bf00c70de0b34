import { Button, List, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReserveInfo } from '../../../core/generated/api';
import { formatInstant } from '../pay/format';
import { downloadSlip } from '../pay/pickupSlip';
import { ui } from '../../ui/bus';
import { qrCanvas, qrDataUrl } from './qr';

/** The rows of the slip, the same on the page and in the PNG. */
function slipRows(info: ReserveInfo, t: (key: string) => string, language: string) {
  const r = info.reservation;
  const rows: [string, string][] = [
    [t('slip.order'), info.orderNo],
    [t('slip.name'), info.runner.name],
    [t('slip.idNumber'), info.runner.idNumber],
    [t('slip.ticket'), info.tickets.join(' · ')],
    [t('slip.number'), info.raceNumber ?? t('slip.noNumber')],
  ];
  if (r) {
    rows.push([t('slip.time'), `${r.date} ${r.start}–${r.end}`]);
    rows.push([t('slip.venue'), `${r.venue.name}, ${r.venue.address}`]);
    if (r.proxy) rows.push([t('slip.proxy'), `${r.proxy.name} ${r.proxy.idNumber}`]);
    if (r.collectedAt) rows.push([t('slip.collectedAt'), formatInstant(r.collectedAt, language)]);
  }
  return rows;
}

function accent(): string {
  const app = document.querySelector('.app') ?? document.body;
  return getComputedStyle(app).getPropertyValue('--color-primary').trim() || '#1677ff';
}

/** The pickup slip: the runner, ticket, number, slot, status and the QR code staff scan. */
export function Slip({ info, download = false }: { info: ReserveInfo; download?: boolean }) {
  const { t, i18n } = useTranslation('pickup');
  const [qr, setQr] = useState<string | null>(null);
  const r = info.reservation;
  useEffect(() => {
    let live = true;
    void qrDataUrl(info.orderNo).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [info.orderNo]);

  const save = async () => {
    try {
      downloadSlip(
        {
          title: info.eventName,
          subtitle: t('slip.title'),
          rows: slipRows(info, t, i18n.language),
          note: info.bring,
          qr: await qrCanvas(info.orderNo),
        },
        `pickup-slip-${info.orderNo}.png`,
        accent(),
      );
    } catch {
      ui.toast(t('slip.failed'), { type: 'fail' });
    }
  };

  return (
    <div className="pickup-slip">
      <h2 className="pickup-slip__title">{info.eventName}</h2>
      <p className="pickup-status">
        {r?.collectedAt ? (
          <Tag color="success">
            {t('collectedAt', { time: formatInstant(r.collectedAt, i18n.language) })}
          </Tag>
        ) : (
          <Tag color="warning">{t('notCollected')}</Tag>
        )}
      </p>
      {qr && (
        <img
          className="pickup-qr"
          src={qr}
          alt={t('slip.qr', { orderNo: info.orderNo })}
          width={240}
          height={240}
        />
      )}
      <List className="pickup-card">
        {slipRows(info, t, i18n.language).map(([label, value]) => (
          <List.Item key={label} extra={value}>
            {label}
          </List.Item>
        ))}
      </List>
      <p className="pickup-note">
        {t('bring')}: {info.bring}
      </p>
      {r?.proxy && (
        <p className="pickup-note">
          {t('mustShow')}: {info.proxy.mustShow}
        </p>
      )}
      {download && (
        <div className="pickup-actions no-print">
          <Button block color="primary" shape="rounded" onClick={save}>
            {t('slip.download')}
          </Button>
          <Button block shape="rounded" onClick={() => window.print()}>
            {t('slip.print')}
          </Button>
        </div>
      )}
    </div>
  );
}
