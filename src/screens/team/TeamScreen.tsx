import { useState } from 'react';
import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { matchH5, team as teamApi } from '../../api';
import { appConfig } from '../../config/app';
import type { Team } from '../../../core/generated/api';
import { EventPage } from '../../navigation/EventPage';
import { ui } from '../../ui';
import { detailRoute, payRoute } from '../../config/routes/pay';
import { LoadState } from './LoadState';
import { roleDetailRoute, roleSelectRoute, teamShareRoute } from '../../config/routes/team';
import { useRemote } from '../../api/useRemote';
import './team.css';

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The runner's team (/team and /member): its name, the members by role and who has paid, what is
 * still missing, and what the runner may do: the captain invites, removes members before payment
 * and pays the team's order; a member leaves before payment.
 */
function TeamView({ team, reload }: { team: Team; reload: () => void }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const me = team.members.find((member) => member.isMe);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      reload();
    } catch (error) {
      ui.toast(failureText(error), { type: 'fail' });
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    setBusy(true);
    try {
      const order = await matchH5.multiRolesApply({ teamID: team.id });
      navigate(payRoute(order.id));
    } catch (error) {
      ui.toast(failureText(error), { type: 'fail' });
      setBusy(false);
    }
  };
  return (
    <div className="team-page">
      <h2 className="team-page__name">{team.name}</h2>
      <p className="team-page__state" role="status">
        {t(`state.${team.state}`)}
      </p>
      {team.gaps.length > 0 && (
        <ul className="team-page__gaps" aria-label={t('gaps')}>
          {team.gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      )}
      <List header={t('members')}>
        {team.members.map((member) => (
          <List.Item
            key={member.runnerID}
            description={[member.phone, member.idNumber].filter(Boolean).join(' · ')}
            extra={
              team.isCaptain && team.canChange && !member.isCaptain && !member.paid ? (
                <Button
                  size="mini"
                  disabled={busy}
                  onClick={() =>
                    void act(() =>
                      teamApi.update({
                        teamID: team.id,
                        action: 'remove',
                        runnerID: member.runnerID,
                      }),
                    )
                  }
                >
                  {t('remove')}
                </Button>
              ) : undefined
            }
          >
            <span className="team-member">
              <span className="team-member__role">{member.roleName}</span>
              <span>{member.name}</span>
              {member.isCaptain && <Tag color="primary">{t('captain')}</Tag>}
              <Tag color={member.paid ? 'success' : 'default'}>
                {member.paid ? t('paid') : t('unpaid')}
              </Tag>
            </span>
          </List.Item>
        ))}
      </List>
      <div className="team-page__actions">
        {team.isCaptain && team.canChange && (
          <Button block shape="rounded" onClick={() => navigate(teamShareRoute(team.id))}>
            {t('invite')}
          </Button>
        )}
        {team.isCaptain && team.payer === 'captain' && team.state !== 'registered' && (
          <Button
            block
            color="primary"
            shape="rounded"
            disabled={busy || team.state === 'forming'}
            onClick={() => void pay()}
          >
            {t('payTeam')}
          </Button>
        )}
        {team.payer === 'each' && team.orderID !== null && !me?.paid && (
          <Button
            block
            color="primary"
            shape="rounded"
            // Each member pays once the team is complete, as the server requires.
            disabled={team.gaps.length > 0}
            onClick={() => navigate(payRoute(Number(team.orderID)))}
          >
            {t('payMine')}
          </Button>
        )}
        {/* Once paid, the runner's own registration (a member's is covered by the captain's order)
            carries their race number, pickup and share card. */}
        {me?.paid && team.orderID !== null && (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => navigate(detailRoute(Number(team.orderID)))}
          >
            {t('myRegistration')}
          </Button>
        )}
        <Button block shape="rounded" onClick={() => navigate(roleDetailRoute(team.id))}>
          {t('detail.title')}
        </Button>
        {!team.isCaptain && team.canChange && (
          <Button
            block
            shape="rounded"
            disabled={busy}
            onClick={() => void act(() => teamApi.update({ teamID: team.id, action: 'leave' }))}
          >
            {t('leave')}
          </Button>
        )}
      </div>
    </div>
  );
}

function MyTeam({ eventId }: { eventId: number }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const loaded = useRemote(
    (signal) => teamApi.getUserTeam({ matchEventID: eventId }, { signal }),
    [eventId],
  );
  return (
    <LoadState loaded={loaded}>
      {({ team }, reload) =>
        team ? (
          <TeamView team={team} reload={reload} />
        ) : (
          <div className="team-page">
            <p className="team-page__intro">{t('none')}</p>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate(roleSelectRoute(eventId))}
            >
              {t('create')}
            </Button>
          </div>
        )
      }
    </LoadState>
  );
}

export default function TeamScreen() {
  const [query] = useSearchParams();
  const id = Number(query.get('eventId') ?? appConfig.defaultEventId);
  return <EventPage id={id}>{(event) => <MyTeam eventId={event.id} />}</EventPage>;
}
