import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import { formatPrice } from '../../renderer/channels/money';
import type { GetItemsInfo } from '../../../core/generated/api';
import type { OrderDetail } from './useOrder';

type Items = GetItemsInfo['response'];

/**
 * The order's line items (tickets, add-ons, donation, discount, fee) as the server stored them,
 * read again whenever the order's amount or payment changes, so they always add up to it.
 */
export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('flow');
  const { id, amount, fee, paidAmount } = order.application;
  const read = useRemote<Items>(
    (signal) => matchH5.getItemsInfo({ applicationID: id }, { signal }),
    [id, amount, fee, paidAmount],
  );
  // Lines only tell more than the amount line when there is more than one.
  if (read.status !== 'ready' || read.value.items.length < 2) return null;
  const items = read.value;
  return (
    <List header={t('items.heading')} className="pay-card order-items">
      {items.items.map((item) => (
        <List.Item
          key={`${item.kind}/${item.id ?? ''}`}
          extra={formatPrice(item.amount, items.currency)}
          description={
            item.quantity > 1
              ? t('items.quantity', {
                  quantity: item.quantity,
                  price: formatPrice(item.unitPrice, items.currency),
                })
              : undefined
          }
        >
          {item.name}
        </List.Item>
      ))}
      <List.Item
        className="order-items__total"
        extra={<strong>{formatPrice(items.total, items.currency)}</strong>}
      >
        {t('items.total')}
      </List.Item>
    </List>
  );
}
