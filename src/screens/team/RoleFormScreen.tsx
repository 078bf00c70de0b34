import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { team, teamApplication } from '../../api';
import { appConfig } from '../../config/app';
import type { EventConfig } from '../../config/events';
import { eventForRole, valuesOfForm } from '../../../core/domain/team/roleForm';
import { fieldWithRole } from '../../renderer/form';
import { gateAhead } from '../../renderer/gates/progress';
import { EventPage } from '../../navigation/EventPage';
import { readDraft } from '../sign/draft';
import { FormUnavailable } from '../sign/FormUnavailable';
import { SignForm } from '../sign/SignForm';
import { useCompiledForm } from '../sign/useCompiledForm';
import { useSignUp } from '../sign/useSignUp';
import { WaitingLine } from '../sign/WaitingLine';
import { teamRoute } from '../../config/routes/team';

/**
 * /role/form: the role's sign-up form (its own, else the event's), with the same widgets, checks,
 * saved contacts, draft and price as an individual's; the role's ticket is chosen for the runner.
 * Sending it creates the team (captain) or joins it by the invite. Like the individual form, it
 * opens after the race's gates, which lead back here.
 */
function RoleForm({ event: race, roleId }: { event: EventConfig; roleId: number }) {
  const { t } = useTranslation('team');
  const [query] = useSearchParams();
  const location = useLocation();
  const here = location.pathname + location.search;
  // The race as a runner of this role meets it: everything the form reads sees the role's form.
  const event = eventForRole(race, roleId);
  const form = useCompiledForm(event.id, roleId);
  const role = event.roles?.find((candidate) => candidate.id === roleId);
  const ahead = gateAhead(race, here);
  const signUp = useSignUp(event, { join: !ahead });
  if (ahead) return <Navigate to={ahead} replace />;
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  const ticketField = fieldWithRole(form.compiled.schema, 'ticket')?.name;
  const initialValues = {
    // The draft may hold fields of another form of the race; this role's form takes its own.
    ...valuesOfForm(event.form, readDraft(event.id) ?? {}),
    ...(ticketField && role?.ticket !== undefined ? { [ticketField]: role.ticket } : {}),
  };
  const invite = query.get('invite');
  return (
    <>
      <WaitingLine state={signUp.line} />
      <SignForm
        event={event}
        compiled={form.compiled}
        initialValues={initialValues}
        submitText={signUp.submitText(invite ? t('form.join') : t('form.create'))}
        onSubmit={async (values) => {
          const formValues = valuesOfForm(event.form, values);
          const sent = await signUp.send((passes) =>
            invite
              ? teamApplication.apply({
                  matchEventID: event.id,
                  invite,
                  roleID: roleId,
                  formValues,
                  ...passes,
                })
              : team.create({
                  matchEventID: event.id,
                  name: query.get('teamName') ?? '',
                  formValues,
                  ...passes,
                }),
          );
          // The quiz's pass expired or is missing: back to the quiz; the draft keeps the form.
          if (sent === null) return gateAhead(race, here) ?? here;
          return teamRoute(event.id);
        }}
      />
    </>
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
