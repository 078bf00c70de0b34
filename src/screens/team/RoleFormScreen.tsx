import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { team, teamApplication } from '../../api';
import { appConfig } from '../../config/app';
import type { EventConfig } from '../../config/events';
import { eventForRole, valuesOfForm } from '../../../core/domain/team/roleForm';
import { fieldWithRole } from '../../renderer/form';
import { EventPage } from '../../navigation/EventPage';
import { readDraft } from '../sign/draft';
import { FormUnavailable } from '../sign/FormUnavailable';
import { SignForm } from '../sign/SignForm';
import { useCompiledForm } from '../sign/useCompiledForm';
import { teamRoute } from './routes';

/**
 * /role/form: the role's sign-up form (its own, else the event's), with the same widgets, checks,
 * saved contacts, draft and price as an individual's; the role's ticket is chosen for the runner.
 * Sending it creates the team (captain) or joins it by the invite.
 */
function RoleForm({ event: race, roleId }: { event: EventConfig; roleId: number }) {
  const { t } = useTranslation('team');
  const [query] = useSearchParams();
  // The race as a runner of this role meets it: everything the form reads sees the role's form.
  const event = eventForRole(race, roleId);
  const form = useCompiledForm(event.id, roleId);
  const role = event.roles?.find((candidate) => candidate.id === roleId);
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  const ticketField = fieldWithRole(form.compiled.schema, 'ticket')?.name;
  const initialValues = {
    // The draft may hold fields of another form of the race; this role's form takes its own.
    ...valuesOfForm(event.form, readDraft(event.id) ?? {}),
    ...(ticketField && role?.ticket !== undefined ? { [ticketField]: role.ticket } : {}),
  };
  const invite = query.get('invite');
  return (
    <SignForm
      event={event}
      compiled={form.compiled}
      initialValues={initialValues}
      submitText={invite ? t('form.join') : t('form.create')}
      onSubmit={async (values) => {
        const formValues = valuesOfForm(event.form, values);
        if (invite) {
          await teamApplication.apply({
            matchEventID: event.id,
            invite,
            roleID: roleId,
            formValues,
          });
        } else {
          const name = query.get('teamName') ?? '';
          await team.create({ matchEventID: event.id, name, formValues });
        }
        return teamRoute(event.id);
      }}
    />
  );
}

export default function RoleFormScreen() {
  const [query] = useSearchParams();
  const id = Number(query.get('eventId') ?? appConfig.defaultEventId);
  return (
    <EventPage id={id}>
      {(event) => <RoleForm event={event} roleId={Number(query.get('roleId'))} />}
    </EventPage>
  );
}
