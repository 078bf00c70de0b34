import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { team as teamApi } from '../../api';
import { hasSession } from '../../api/client';
import { useRemote } from '../../api/useRemote';
import type { Team } from '../../../core/generated/api';
import { roleDetailRoute } from '../../config/routes/team';

/** The runner's teams (of one race when `eventId` is given); none for a visitor or on failure. */
function useMyTeams(eventId: number | undefined): Team[] {
  const teams = useRemote(
    async (signal) => {
      // A visitor who is not logged in has none, and must not be sent to the login page for it.
      if (!(await hasSession())) return [];
      const filter = eventId === undefined ? {} : { matchEventID: eventId };
      return (await teamApi.lists(filter, { signal })).teams;
    },
    [eventId],
  );
  return teams.status === 'ready' ? teams.value : [];
}

/**
 * Each of the runner's teams with their role in it and its state: complete, or what it still
 * misses. A tap opens the runner's own entry. Nothing shows while they are in no team.
 */
export function MyTeams({ eventId }: { eventId?: number }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const teams = useMyTeams(eventId);
  if (teams.length === 0) return null;
  return (
    <List header={t('mine.title')} className="pay-card">
      {teams.map((team) => {
        const me = team.members.find((member) => member.isMe);
        return (
          <List.Item
            key={team.id}
            arrow
            onClick={() => navigate(roleDetailRoute(team.id))}
            description={
              team.gaps.length > 0
                ? t('mine.missing', { gaps: team.gaps.join(t('mine.separator')) })
                : t(`state.${team.state}`)
            }
            extra={
              <Tag color={team.state === 'registered' ? 'success' : 'default'}>{me?.roleName}</Tag>
            }
          >
            {team.name}
          </List.Item>
        );
      })}
    </List>
  );
}
