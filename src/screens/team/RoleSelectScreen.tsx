import { useState } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { teamApplication } from '../../api';
import { appConfig } from '../../config/app';
import { CountryType } from '../../../core/domain/enums';
import { formatMoney } from '../../../core/domain/money';
import { EventPage } from '../../navigation/EventPage';
import { LoadState } from './LoadState';
import { roleFormRoute } from '../../config/routes/team';
import { useRemote } from '../../api/useRemote';
import './team.css';

/**
 * /role/select: the roles of a team race, each with its price and the places left. Without an
 * invite the runner creates a team (named here) in the captain's role; with one they pick the
 * role they take in that team.
 */
function RoleSelect({ eventId, invite }: { eventId: number; invite: string | null }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const [teamName, setTeamName] = useState('');
  const loaded = useRemote(
    (signal) => teamApplication.packagesAndRoles({ matchEventID: eventId }, { signal }),
    [eventId],
  );
  return (
    <LoadState loaded={loaded}>
      {(offer) => {
        const captainRole = offer.roles.find((role) => role.id === offer.team.captainRoleID);
        const roles = invite
          ? offer.roles.filter((role) => role.id !== offer.team.captainRoleID)
          : captainRole
            ? [captainRole]
            : [];
        return (
          <div className="team-page">
            <p className="team-page__intro">
              {invite ? t('select.joinIntro') : t('select.createIntro')}
            </p>
            {!invite && (
              <List header={t('select.teamName')}>
                <List.Item>
                  <Input
                    aria-label={t('select.teamName')}
                    placeholder={t('select.teamNamePlaceholder')}
                    maxLength={30}
                    value={teamName}
                    onChange={setTeamName}
                  />
                </List.Item>
              </List>
            )}
            <List header={t('select.roles')}>
              {roles.map((role) => (
                <List.Item
                  key={role.id}
                  description={t('select.left', { count: role.ticket.remaining })}
                  extra={formatMoney(role.ticket.priceMainland, CountryType.MAINLAND)}
                  arrowIcon={false}
                >
                  <div className="team-role">
                    <span>{role.name}</span>
                    <Button
                      size="small"
                      color="primary"
                      disabled={role.ticket.remaining === 0 || (!invite && teamName.trim() === '')}
                      onClick={() =>
                        navigate(
                          roleFormRoute(
                            eventId,
                            role.id,
                            invite ? { invite } : { teamName: teamName.trim() },
                          ),
                        )
                      }
                    >
                      {t('select.choose', { role: role.name })}
                    </Button>
                  </div>
                </List.Item>
              ))}
            </List>
          </div>
        );
      }}
    </LoadState>
  );
}

export default function RoleSelectScreen() {
  const [query] = useSearchParams();
  const id = Number(query.get('eventId') ?? appConfig.defaultEventId);
  return (
    <EventPage id={id}>
      {(event) => <RoleSelect eventId={event.id} invite={query.get('invite')} />}
    </EventPage>
  );
}
