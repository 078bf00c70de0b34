import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { teamApplication } from '../../api';
import { eventForRole } from '../../../core/domain/team/roleForm';
import type { Team } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import { EventPage } from '../../navigation/EventPage';
import { Button } from 'antd-mobile';
import { FormUnavailable } from '../sign/FormUnavailable';
import { SignForm } from '../sign/SignForm';
import { useCompiledForm } from '../sign/useCompiledForm';
import { LoadState } from './LoadState';
import { roleDetailRoute } from '../../config/routes/team';
import { useRemote } from '../../api/useRemote';
import { StatePage } from '../../ui/StatePage';

function RoleEdit({ event: race, team }: { event: EventConfig; team: Team }) {
  const { t } = useTranslation('form');
  const me = team.members.find((member) => member.isMe);
  // The runner's own role's form, as when they joined.
  const event = eventForRole(race, me?.roleID);
  const form = useCompiledForm(event.id, me?.roleID);
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  return (
    <SignForm
      event={event}
      compiled={form.compiled}
      initialValues={me?.formValues ?? {}}
      submitText={t('sign.save')}
      onSubmit={async (formValues) => {
        await teamApplication.update({ teamID: team.id, formValues });
        return roleDetailRoute(team.id);
      }}
    />
  );
}

/**
 * /role/edit/{teamId}: the runner's own role form, changeable until it is paid for or the team
 * may no longer change; the server checks it as when they joined.
 */
export default function RoleEditScreen() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const teamID = Number(useParams().id);
  const loaded = useRemote((signal) => teamApplication.detail({ teamID }, { signal }), [teamID]);
  return (
    <LoadState loaded={loaded}>
      {(team) =>
        team.canChange && !team.members.find((member) => member.isMe)?.paid ? (
          <EventPage id={team.matchEventID}>
            {(event) => <RoleEdit event={event} team={team} />}
          </EventPage>
        ) : (
          <StatePage icon="✓" title={t('edit.closedTitle')} text={t('edit.closedText')}>
            <Button block color="primary" onClick={() => navigate(roleDetailRoute(team.id))}>
              {t('detail.title')}
            </Button>
          </StatePage>
        )
      }
    </LoadState>
  );
}
