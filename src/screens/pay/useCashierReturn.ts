import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import { ui } from '../../ui/bus';
import { forgetCashierQuery, RETURN_MARKER } from './cashierReturn';
import { payRoute, successRoute } from '../../config/routes/pay';

/** A provider's callback may reach the server a moment after the runner is sent back. */
const CHECKS = 3;
const CHECK_GAP_MS = 700;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server has recorded the order as paid, asking again while the callback may lag. */
export async function paidAfterReturn(
  applicationId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  for (let check = 1; ; check += 1) {
    const status = await matchH5.getApplicationPayStatus(
      { applicationID: applicationId },
      { signal },
    );
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
  const paid = useRemote(
    (signal) => {
      if (!returned) return Promise.resolve(false);
      forgetCashierQuery();
      return paidAfterReturn(applicationId, signal);
    },
    [returned, applicationId],
  );

  // The server's answer decides where the runner goes next.
  useEffect(() => {
    if (!returned || paid.status === 'loading') return;
    if (paid.status === 'ready' && paid.value) {
      navigate(successRoute(applicationId), { replace: true });
      return;
    }
    // A failed check has been shown by the API client; a plain "not paid" is said here.
    if (paid.status === 'ready') ui.toast(t('pay.notCompleted'), { type: 'fail' });
    navigate(payRoute(applicationId), { replace: true });
  }, [returned, paid, applicationId, navigate, t]);

  return returned;
}
