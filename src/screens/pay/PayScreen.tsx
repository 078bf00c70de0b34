import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../ui/Loading';
import { ExtrasPanel } from './Extras';
import { OrderLoader } from './OrderLoader';
import { OrderView } from './OrderView';
import { PaymentPanel } from './PaymentPanel';
import { pcPayRoute } from '../../config/routes/pay';
import { useCashierReturn } from './useCashierReturn';

/** A full-page note while the outcome of a payment is being checked. */
function CheckingPayment() {
  const { t } = useTranslation('flow');
  return (
    <div className="pay-checking" role="status">
      <PageLoading />
      <p>{t('pay.checking')}</p>
    </div>
  );
}

/**
 * The order and payment page (/pay/{id}), also the page every cashier returns to: the outcome
 * is read from the server, and a payment that did not go through leaves the channels on offer.
 */
export default function PayScreen() {
  const { t } = useTranslation('flow');
  const id = Number(useParams().id);
  const checking = useCashierReturn(id);
  if (checking) return <CheckingPayment />;
  return (
    <OrderLoader applicationId={id}>
      {(loaded) => (
        <OrderView
          {...loaded}
          payment={
            <>
              <PaymentPanel order={loaded.order} event={loaded.event} />
              <ExtrasPanel {...loaded} />
              <p className="pay-desktop">
                <Link to={pcPayRoute(id)}>{t('desktop.link')}</Link>
              </p>
            </>
          }
        />
      )}
    </OrderLoader>
  );
}
