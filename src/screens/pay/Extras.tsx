import { Button, Input, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import { formatPrice } from '../../renderer/channels/money';
import { formatAmount, parseAmount } from '../../../core/domain/money';
import type { ListPackageByType, ListsCommonweal } from '../../../core/generated/api';
import type { LoadedOrder } from './OrderLoader';

type Offer = ListPackageByType['response'];
type Charities = ListsCommonweal['response'];

/** Fewer and more buttons around a quantity, each named after the add-on for screen readers. */
function Quantity(props: {
  name: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('flow');
  const { name, value, max, disabled, onChange } = props;
  return (
    <span className="extras__quantity">
      <Button
        size="mini"
        aria-label={t('extras.fewer', { name })}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </Button>
      <output aria-label={t('extras.quantity', { name })}>{value}</output>
      <Button
        size="mini"
        aria-label={t('extras.more', { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
    </span>
  );
}

/** The add-ons the order's ticket may buy, each with a quantity the server prices into the order. */
function AddonsCard({ order, reload }: Pick<LoadedOrder, 'order' | 'reload'>) {
  const { t } = useTranslation('flow');
  const id = order.application.id;
  const offered = useRemote(
    (signal) => matchH5.listPackageByType({ applicationID: id }, { signal }),
    [id],
  );
  const [saving, setSaving] = useState(false);
  if (offered.status !== 'ready' || offered.value.items.length === 0) return null;
  const offer: Offer = offered.value;

  const choose = async (addon: string, quantity: number) => {
    setSaving(true);
    try {
      const packages = offer.items.map((item) => ({
        id: item.id,
        quantity: item.id === addon ? quantity : item.quantity,
      }));
      await matchH5.selectPackage({ applicationID: id, packages: JSON.stringify(packages) });
      await reload();
    } catch {
      // The API client has shown why; the list below is read again to show what is stored.
    } finally {
      void offered.reload();
      setSaving(false);
    }
  };

  return (
    <List header={t('extras.addons')} className="pay-card extras">
      {offer.items.map((item) => (
        <List.Item
          key={item.id}
          className="extras__item"
          description={
            <>
              {item.description && <span>{item.description} · </span>}
              {t('extras.left', { count: item.left })}
            </>
          }
          extra={
            <Quantity
              name={item.name}
              value={item.quantity}
              max={Math.min(item.perRunner, item.quantity + item.left)}
              disabled={saving}
              onChange={(quantity) => void choose(item.id, quantity)}
            />
          }
        >
          {item.name}{' '}
          <span className="extras__price">{formatPrice(item.price, offer.currency)}</span>
        </List.Item>
      ))}
    </List>
  );
}

/** A charity place: one of the race's partners with a donation, added to the order by the server. */
function CharityCard({ order, reload }: Pick<LoadedOrder, 'order' | 'reload'>) {
  const { t } = useTranslation('flow');
  const id = order.application.id;
  const listed = useRemote(
    (signal) => matchH5.listsCommonweal({ applicationID: id }, { signal }),
    [id],
  );
  const [partner, setPartner] = useState<string>();
  const [donation, setDonation] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (listed.status !== 'ready' || listed.value.partners.length === 0) return null;
  const charities: Charities = listed.value;

  const chosen = partner ?? charities.selected?.id ?? '';
  const minimum = charities.partners.find((item) => item.id === chosen)?.minDonation;
  const typed =
    donation ??
    formatAmount(charities.selected?.id === chosen ? charities.selected.donation : (minimum ?? 0));
  const cents = parseAmount(typed);
  const unchanged =
    chosen === (charities.selected?.id ?? '') &&
    (chosen === '' || cents === charities.selected?.donation);

  const save = async () => {
    setSaving(true);
    try {
      await matchH5.selectCommonweal({
        applicationID: id,
        commonwealID: chosen,
        ...(chosen === '' ? {} : { donation: cents ?? 0 }),
      });
      await reload();
      setPartner(undefined);
      setDonation(undefined);
    } catch {
      // The API client has shown why (below the smallest donation, no places left).
    } finally {
      void listed.reload();
      setSaving(false);
    }
  };

  return (
    <List header={t('extras.charity')} className="pay-card extras">
      <Radio.Group
        value={chosen}
        onChange={(value) => {
          setPartner(String(value));
          setDonation(undefined);
        }}
      >
        <List.Item>
          <Radio value="">{t('extras.noCharity')}</Radio>
        </List.Item>
        {charities.partners.map((item) => (
          <List.Item
            key={item.id}
            description={
              <>
                {item.description && <span>{item.description} · </span>}
                {t('extras.minimum', { amount: formatPrice(item.minDonation, charities.currency) })}
                {' · '}
                {t('extras.places', { count: item.placesLeft })}
              </>
            }
          >
            <Radio value={item.id} disabled={item.placesLeft === 0 && chosen !== item.id}>
              {item.name}
            </Radio>
          </List.Item>
        ))}
      </Radio.Group>
      {chosen !== '' && (
        <List.Item title={t(`extras.donation.${charities.currency}`)}>
          <Input
            aria-label={t('extras.donationLabel')}
            inputMode="decimal"
            value={typed}
            onChange={setDonation}
          />
        </List.Item>
      )}
      <List.Item>
        <Button
          block
          color="primary"
          fill="outline"
          loading={saving}
          disabled={unchanged || (chosen !== '' && cents === undefined)}
          onClick={() => void save()}
        >
          {t('extras.saveCharity')}
        </Button>
      </List.Item>
    </List>
  );
}

/**
 * What a runner may add to the order before paying: the race's add-ons and a charity place.
 * Every amount is the server's; the order and its line items are read again after each change.
 */
export function ExtrasPanel({ order, event, reload }: LoadedOrder) {
  if (!order.actions.canEdit) return null;
  return (
    <>
      {event.addons && event.addons.length > 0 && <AddonsCard order={order} reload={reload} />}
      {event.charity && <CharityCard order={order} reload={reload} />}
    </>
  );
}
