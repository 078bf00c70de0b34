import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { payRoute } from '../../config/routes/pay';
import { OrderLoader } from '../pay/OrderLoader';
import { OrderView } from '../pay/OrderView';

/**
 * One application (/detail/{applicationid}): its state (lottery states included), the order and
 * runner details, and the way to the order page while it can be paid.
 */
export default function DetailScreen() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const id = Number(useParams().applicationid);
  return (
    <OrderLoader applicationId={id}>
      {(loaded) => (
        <OrderView
          {...loaded}
          payment={
            <div className="pay-actions">
              <Button
                block
                color="primary"
                size="large"
                shape="rounded"
                onClick={() => navigate(payRoute(id))}
              >
                {t('detail.pay')}
              </Button>
            </div>
          }
        />
      )}
    </OrderLoader>
  );
}
