import { Button, ImageUploader, List, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, matchH5, oss } from '../../api';
import { formatDateTime } from '../../i18n/format';
import { formatPrice } from '../../renderer/channels/money';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { ui } from '../../ui/bus';
import { PageLoading } from '../../ui/Loading';
import { useRemote } from '../../api/useRemote';
import '../pay/pay.css';
import './refund.css';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** image/png, image/jpeg … as the runner knows them: PNG, JPEG … */
const typeNames = (types: string[]) =>
  types.map((type) => (type.split('/')[1] ?? type).toUpperCase()).join(', ');

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
  // Why the last file chosen was not taken; it stays until another file is chosen.
  const [uploadProblem, setUploadProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  if (quote.status === 'loading') return <PageLoading />;
  if (quote.status === 'failed') {
    return <ErrorScreen title={t('refund.unavailable')} text={quote.message} />;
  }
  const offer = quote.value;
  const amount = formatPrice(offer.amount, offer.currency);

  /**
   * Refuses, before sending it, a file of a type or size the server's upload policy does not
   * take, saying why; the server checks the content again.
   */
  const check = async (file: File): Promise<File | null> => {
    setUploadProblem(undefined);
    try {
      const policy = await oss.signature({ scope: 'match', tag: 'refund' });
      if (!policy.types.includes(file.type)) {
        setUploadProblem(t('refund.notImage', { types: typeNames(policy.types) }));
        return null;
      }
      if (file.size > policy.maxBytes) {
        setUploadProblem(
          t('refund.tooLarge', { size: megabytes(file.size), max: megabytes(policy.maxBytes) }),
        );
        return null;
      }
      return file;
    } catch {
      setUploadProblem(t('refund.uploadFailed'));
      return null;
    }
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      const fileType = file.type.split('/')[1] ?? 'jpg';
      const { url } = await oss.upload({ file, tag: 'refund', fileType });
      return { url };
    } catch (error) {
      // The server's own reason (not an image, too large…) in the runner's language.
      setUploadProblem(
        error instanceof ApiError && error.message ? error.message : t('refund.uploadFailed'),
      );
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
              <ImageUploader
                value={files}
                onChange={setFiles}
                beforeUpload={check}
                upload={upload}
                maxCount={1}
                accept="image/*"
                showFailed={false}
              />
              {uploadProblem && (
                <p className="refund-note refund-note--rejected" role="alert">
                  {uploadProblem}
                </p>
              )}
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
