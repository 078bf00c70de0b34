import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { matchH5 } from '../../api';
import { formatPrice } from '../../renderer/channels/money';
import { ui } from '../../ui/bus';
import { EventPage } from '../../navigation/EventPage';
import type { EventConfig } from '../../config/events';
import type { Application } from '../../../core/generated/api';
import { FormUnavailable, PaidNotice, type Pending } from './FormUnavailable';
import { SignForm } from './SignForm';
import { useCompiledForm } from './useCompiledForm';

type Loaded =
  Exclude<Pending, { status: 'missing' }> | { status: 'ready'; application: Application };

function useApplication(applicationID: number): Loaded {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; loaded: Loaded }>();
  const key = `${applicationID}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    matchH5.detailApplication({ applicationID }, { signal: controller.signal }).then(
      (application) => setResult({ key, loaded: { status: 'ready', application } }),
      () => setResult({ key, loaded: { status: 'error', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => controller.abort();
  }, [applicationID, key]);
  return result?.key === key ? result.loaded : { status: 'loading' };
}

function EditForm({ event, application }: { event: EventConfig; application: Application }) {
  const { t } = useTranslation('form');
  const { pathname } = useLocation();
  const form = useCompiledForm(event.id);
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  // /sign/{id} edits on the way to payment; /edit/{id} from the registration's details.
  const after = pathname.startsWith('/edit/')
    ? `/detail/${application.id}`
    : `/pay/${application.id}`;
  return (
    <SignForm
      event={event}
      compiled={form.compiled}
      initialValues={application.runnerInfo}
      submitText={t('sign.save')}
      onSubmit={async (formValues) => {
        const saved = await matchH5.updateApplication({
          applicationID: application.id,
          formValues,
        });
        // The server re-prices an unpaid order; the runner sees what it costs now.
        ui.toast(t('sign.savedAmount', { amount: formatPrice(saved.amount, saved.currency) }), {
          type: 'success',
        });
        return after;
      }}
    />
  );
}

/** /sign/{id} and /edit/{id}: an application's details, changeable until it is paid. */
export default function EditScreen() {
  const { t } = useTranslation('form');
  const applicationID = Number(useParams().id);
  const loaded = useApplication(applicationID);
  if (loaded.status !== 'ready') return <FormUnavailable state={loaded} />;
  const { application } = loaded;
  if (application.paidAmount !== null) {
    return (
      <PaidNotice
        title={t('sign.paid.title')}
        text={t('sign.paid.text')}
        applicationId={application.id}
      />
    );
  }
  return (
    <EventPage id={application.matchEventID}>
      {(event) => <EditForm event={event} application={application} />}
    </EventPage>
  );
}
