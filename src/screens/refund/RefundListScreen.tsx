import { Empty, List, Tag, type TagProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RefundRequestItem } from '../../../core/generated/api';
import { matchH5 } from '../../api';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { formatPrice } from '../../renderer/channels/money';
import { PageLoading } from '../../ui/Loading';
import { formatInstant } from '../pay/format';
import { detailRoute } from '../../config/routes/pay';
import { useRemote } from '../../api/useRemote';
import '../pay/pay.css';
import './refund.css';

const STATUS_COLOR: Record<RefundRequestItem['status'], TagProps['color']> = {
  requested: 'warning',
  approved: 'warning',
  refunded: 'success',
  rejected: 'danger',
};

/** /list: the runner's refund requests with their states, amounts and a rejection's reason. */
export default function RefundListScreen() {
  const { t, i18n } = useTranslation('refunds');
  const navigate = useNavigate();
  const list = useRemote((signal) => matchH5.listsRefund({}, { signal }), [i18n.language]);

  if (list.status === 'loading') return <PageLoading />;
  if (list.status === 'failed') {
    return <ErrorScreen title={t('list.title')} text={list.message} onRetry={list.retry} />;
  }
  if (list.value.length === 0) return <Empty className="my-empty" description={t('list.empty')} />;
  return (
    <div className="pay refund-list">
      <List header={t('list.title')} className="pay-card">
        {list.value.map((item) => (
          <List.Item
            key={item.id}
            arrow
            className="refund-item"
            onClick={() => navigate(detailRoute(item.applicationID))}
            extra={
              <>
                <div className="pay-mono">{formatPrice(item.amount, item.currency)}</div>
                <Tag color={STATUS_COLOR[item.status]} fill="outline">
                  {t(`list.status.${item.status}`)}
                </Tag>
              </>
            }
            description={
              <>
                {t(`list.kind.${item.kind}`)} · {t('list.order', { orderNo: item.orderNo })} ·{' '}
                {formatInstant(item.createdAt, i18n.language)}
                {item.status === 'rejected' && item.decisionReason && (
                  <p className="refund-note refund-note--rejected">
                    {t('list.rejectedBecause', { reason: item.decisionReason })}
                  </p>
                )}
              </>
            }
          >
            {item.eventName}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
