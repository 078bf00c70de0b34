import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { matchH5 } from '../../api';
import { ui } from '../../ui/bus';
import { forgetCashierQuery, RETURN_MARKER } from './cashierReturn';
import { payRoute, successRoute } from '../../config/routes/pay';

/** A provider's callback may reach the server a moment after the runner is sent back. */
const CHECKS = 3;
const CHECK_GAP_MS = 700;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server has recorded the order as paid, asking again while the callback may lag. */
export async function paidAfterReturn(applicationId: number): Promise<boolean> {
  for (let check = 1; ; check += 1) {
    const status = await matchH5.getApplicationPayStatus({ applicationID: applicationId });
    if (status.state === 'paid') return true;
    if (check === CHECKS) return false;
    await pause(CHECK_GAP_MS);
  }
}

/**
 * Back from a cashier: a paid order goes on to the success page; otherwise the runner is told
 * the payment did not go through and sees the order and its channels again. Returns whether the
 * outcome is still being checked.
 */
export function useCashierReturn(applicationId: number): boolean {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const returned = query.has(RETURN_MARKER);

  useEffect(() => {
    if (!returned) return;
    forgetCashierQuery();
    let current = true;
    const settle = (route: string) => current && navigate(route, { replace: true });
    paidAfterReturn(applicationId).then(
      (paid) => {
        if (paid) return settle(successRoute(applicationId));
        if (current) ui.toast(t('pay.notCompleted'), { type: 'fail' });
        settle(payRoute(applicationId));
      },
      () => settle(payRoute(applicationId)),
    );
    return () => {
      current = false;
    };
  }, [returned, applicationId, navigate, t]);

  return returned;
}
