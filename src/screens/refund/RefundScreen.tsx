import { Button, ImageUploader, List, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { matchH5, oss } from '../../api';
import { formatDateTime } from '../../i18n/format';
import { formatPrice } from '../../renderer/channels/money';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { ui } from '../../ui/bus';
import { PageLoading } from '../../ui/Loading';
import { useRemote } from '../../api/useRemote';
import '../pay/pay.css';
import './refund.css';

/**
 * /refund/{id}: what comes back (the server's amount in the order's currency and the rule that
 * gave it), the reason and document the race asks for, and a confirmation before refundApply.
 */
export default function RefundScreen() {
  const { t, i18n } = useTranslation('refunds');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const quote = useRemote(
    (signal) => matchH5.refundQuote({ applicationID: id }, { signal }),
    [id, i18n.language],
  );
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<ImageUploadItem[]>([]);
  const [sending, setSending] = useState(false);

  if (quote.status === 'loading') return <PageLoading />;
  if (quote.status === 'failed') {
    return <ErrorScreen title={t('refund.unavailable')} text={quote.message} />;
  }
  const offer = quote.value;
  const amount = formatPrice(offer.amount, offer.currency);

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      const fileType = file.type.split('/')[1] ?? 'jpg';
      const { url } = await oss.upload({ file, tag: 'refund', fileType });
      return { url };
    } catch (error) {
      ui.toast(t('refund.uploadFailed'), { type: 'fail' });
      throw error;
    }
  };

  const submit = async () => {
    const confirmed = await ui.dialog.confirm({
      title: t('refund.confirmTitle'),
      content: t('refund.confirmText', { amount }),
      confirmText: t('refund.confirm'),
      cancelText: t('refund.keep'),
    });
    if (!confirmed) return;
    setSending(true);
    try {
      await matchH5.refundApply({
        applicationID: id,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(files[0] ? { document: files[0].url } : {}),
      });
      ui.toast(t('refund.done'), { type: 'success' });
      navigate('/list');
    } catch {
      // The API client has shown why; what was typed stays.
      setSending(false);
    }
  };

  return (
    <div className="pay refund">
      <List className="pay-card">
        <List.Item extra={formatPrice(offer.paidAmount, offer.currency)}>
          {t('refund.paid')}
        </List.Item>
        {offer.handlingFee > 0 && (
          <List.Item extra={formatPrice(offer.handlingFee, offer.currency)}>
            {t('refund.fee')}
          </List.Item>
        )}
        <List.Item extra={<span className="pay-amount refund-amount">{amount}</span>}>
          {t('refund.amount')}
        </List.Item>
      </List>
      <List header={t('refund.ruleTitle')} className="pay-card">
        <List.Item
          className="refund-rule"
          description={t(
            offer.review === 'staff' ? 'refund.reviewStaff' : 'refund.reviewAutomatic',
          )}
        >
          {t('refund.rule', {
            percent: offer.percent,
            until: formatDateTime(offer.until, i18n.language),
          })}
        </List.Item>
      </List>
      {offer.requires !== 'nothing' && (
        <List header={t('refund.reason')} className="pay-card">
          <List.Item>
            <TextArea
              placeholder={t('refund.reasonPlaceholder')}
              value={reason}
              onChange={setReason}
              maxLength={500}
              rows={3}
            />
          </List.Item>
          {offer.requires === 'document' && (
            <List.Item description={t('refund.document')}>
              <ImageUploader value={files} onChange={setFiles} upload={upload} maxCount={1} />
            </List.Item>
          )}
        </List>
      )}
      <div className="pay-actions">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={sending}
          onClick={submit}
        >
          {t('refund.submit')}
        </Button>
      </div>
    </div>
  );
}
