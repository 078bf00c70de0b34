import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import { formatPrice } from '../../renderer/channels/money';
import { ui } from '../../ui/bus';
import { EventPage } from '../../navigation/EventPage';
import type { EventConfig } from '../../config/events';
import type { Application, DetailApplicationFields } from '../../../core/generated/api';
import { formChanges } from '../../../core/domain/order/paidEdit';
import { FormUnavailable, PaidNotice, type Pending } from './FormUnavailable';
import { SignForm } from './SignForm';
import { useCompiledForm } from './useCompiledForm';

interface Editing {
  application: Application;
  fields: DetailApplicationFields['response'];
}

/** The application with the fields the runner may change now (all before payment). */
function useEditing(
  applicationID: number,
): Exclude<Pending, { status: 'missing' }> | ({ status: 'ready' } & Editing) {
  const editing = useRemote(
    async (signal): Promise<Editing> => {
      const [application, fields] = await Promise.all([
        matchH5.detailApplication({ applicationID }, { signal }),
        matchH5.detailApplicationFields({ applicationID }, { signal }),
      ]);
      return { application, fields };
    },
    [applicationID],
  );
  if (editing.status === 'failed') return { status: 'error', retry: editing.retry };
  return editing.status === 'ready' ? { status: 'ready', ...editing.value } : editing;
}

/** The event with the fields that may not change shown read-only. */
function withReadOnly(event: EventConfig, fields: Editing['fields']): EventConfig {
  const readOnly = fields.fields.filter((field) => !field.editable).map((field) => field.name);
  if (readOnly.length === 0) return event;
  const uiSchema: Record<string, unknown> = { ...event.form.uiSchema };
  for (const name of readOnly) {
    uiSchema[name] = { ...(uiSchema[name] as object | undefined), 'ui:readonly': true };
  }
  return { ...event, form: { ...event.form, uiSchema } };
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
        // The server prices the change first (or refuses it, with why): the runner sees the
        // new amount before anything is saved.
        const preview = await matchH5.appEditApplication({
          applicationID: application.id,
          changes: JSON.stringify(formChanges(application.runnerInfo, formValues)),
        });
        const from = formatPrice(preview.previousAmount, preview.previousCurrency);
        const to = formatPrice(preview.amount, preview.currency);
        if (from !== to) {
          const confirmed = await ui.dialog.confirm({
            title: t('edit.reprice.title'),
            content: t('edit.reprice.text', { from, to }),
            confirmText: t('edit.reprice.confirm'),
          });
          if (!confirmed) throw new Error(t('edit.reprice.kept', { amount: from }));
        }
        const saved = await matchH5.updateApplication({
          applicationID: application.id,
          formValues,
        });
        ui.toast(t('sign.savedAmount', { amount: formatPrice(saved.amount, saved.currency) }), {
          type: 'success',
        });
        return after;
      }}
    />
  );
}

/**
 * /sign/{id} and /edit/{id}: an application's details, changeable until it is paid; after
 * payment only the fields the race leaves editable (the others read-only), or none.
 */
export default function EditScreen() {
  const { t } = useTranslation('form');
  const applicationID = Number(useParams().id);
  const loaded = useEditing(applicationID);
  if (loaded.status !== 'ready') return <FormUnavailable state={loaded} />;
  const { application, fields } = loaded;
  if (fields.editable === 'none') {
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
      {(event) => <EditForm event={withReadOnly(event, fields)} application={application} />}
    </EventPage>
  );
}
