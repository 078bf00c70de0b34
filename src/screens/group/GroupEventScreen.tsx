import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { group } from '../../api';
import type { EventConfig } from '../../config/events';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { gateAhead, withGatePass } from '../../renderer/gates/progress';
import { EventPage } from '../../navigation/EventPage';
import { FormUnavailable } from '../sign/FormUnavailable';
import { useCompiledForm } from '../sign/useCompiledForm';
import { GroupForm, groupDraftOf } from './GroupForm';
import { groupRoute } from './routes';

function NewGroup({ event }: { event: EventConfig }) {
  const { t } = useTranslation('group');
  const form = useCompiledForm(event.id);
  const location = useLocation();
  const here = location.pathname + location.search;
  if (!event.group?.enabled) {
    return <ErrorScreen title={t('unavailable.title')} text={t('unavailable.text')} />;
  }
  // The leader passes the race's gates first, as a runner signing up alone does.
  const ahead = gateAhead(event, here);
  if (ahead) return <Navigate to={ahead} replace />;
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  return (
    <GroupForm
      event={event}
      compiled={form.compiled}
      initial={groupDraftOf(event, event.group.maxMembers)}
      keepDraft
      submitText={(count) => t('form.create', { count })}
      onSubmit={async (members) => {
        const saved = await withGatePass(event.id, (gatePass) =>
          group.create({ matchEventID: event.id, members, gatePass }),
        );
        // The quiz's pass expired or is missing: back to the quiz; the draft keeps the people.
        return saved ? groupRoute(saved.id) : (gateAhead(event, here) ?? here);
      }}
    />
  );
}

/** /groupevent/{eventId}: a leader starts a group for the race after its gates, every person on one page. */
export default function GroupEventScreen() {
  const id = Number(useParams().id);
  return <EventPage id={id}>{(event) => <NewGroup event={event} />}</EventPage>;
}
