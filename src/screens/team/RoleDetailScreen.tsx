import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { teamApplication } from '../../api';
import type { Team } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { EventPage } from '../../navigation/EventPage';
import { payRoute } from '../../config/routes/pay';
import { LoadState } from './LoadState';
import { roleEditRoute, teamRoute } from '../../config/routes/team';
import { useRemote } from '../../api/useRemote';
import './team.css';

/** What the runner does next about their own entry, in the order it has to happen. */
function nextStep(team: Team, paid: boolean): 'registered' | 'pay' | 'waitCaptain' | 'complete' {
  if (paid) return 'registered';
  if (team.orderID !== null) return 'pay';
  return team.state === 'forming' ? 'complete' : 'waitCaptain';
}

function RoleDetail({ event, team }: { event: EventConfig; team: Team }) {
  const { t } = useTranslation('team');
  const localize = useLocalize();
  const navigate = useNavigate();
  const me = team.members.find((member) => member.isMe);
  if (!me) return null;
  const ticketId = event.roles?.find((role) => role.id === me.roleID)?.ticket;
  const ticket = event.tickets.find((candidate) => candidate.id === ticketId);
  const step = nextStep(team, me.paid);
  return (
    <div className="team-page">
      <List header={t('detail.title')}>
        <List.Item extra={me.roleName}>{t('detail.role')}</List.Item>
        {ticket && <List.Item extra={localize(ticket.name)}>{t('detail.ticket')}</List.Item>}
        <List.Item extra={team.name}>{t('detail.team')}</List.Item>
        <List.Item
          extra={
            <Tag color={me.paid ? 'success' : 'default'}>{me.paid ? t('paid') : t('unpaid')}</Tag>
          }
        >
          {t('detail.state')}
        </List.Item>
      </List>
      <p className="team-page__state" role="status">
        {t(`detail.next.${step}`)}
      </p>
      {step === 'complete' && team.gaps.length > 0 && (
        <ul className="team-page__gaps" aria-label={t('gaps')}>
          {team.gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      )}
      <div className="team-page__actions">
        {step === 'pay' && (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => navigate(payRoute(Number(team.orderID)))}
          >
            {team.payer === 'each' ? t('payMine') : t('payTeam')}
          </Button>
        )}
        {team.canChange && !me.paid && (
          <Button block shape="rounded" onClick={() => navigate(roleEditRoute(team.id))}>
            {t('detail.edit')}
          </Button>
        )}
        <Button block fill="none" onClick={() => navigate(teamRoute(team.matchEventID))}>
          {t('detail.viewTeam')}
        </Button>
      </div>
    </div>
  );
}

/** /role/detail/{teamId}: the runner's own entry in their team: role, ticket, state, next step. */
export default function RoleDetailScreen() {
  const teamID = Number(useParams().id);
  const loaded = useRemote((signal) => teamApplication.detail({ teamID }, { signal }), [teamID]);
  return (
    <LoadState loaded={loaded}>
      {(team) => (
        <EventPage id={team.matchEventID}>
          {(event) => <RoleDetail event={event} team={team} />}
        </EventPage>
      )}
    </LoadState>
  );
}
