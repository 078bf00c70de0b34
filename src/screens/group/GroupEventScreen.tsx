import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { group } from '../../api';
import type { EventConfig } from '../../config/events';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { gateAhead } from '../../renderer/gates/progress';
import { EventPage } from '../../navigation/EventPage';
import { FormUnavailable } from '../sign/FormUnavailable';
import { useCompiledForm } from '../sign/useCompiledForm';
import { useSignUp } from '../sign/useSignUp';
import { WaitingLine } from '../sign/WaitingLine';
import { GroupForm, groupDraftOf } from './GroupForm';
import { groupRoute } from '../../config/routes/group';

function NewGroup({ event }: { event: EventConfig }) {
  const { t } = useTranslation('group');
  const form = useCompiledForm(event.id);
  const location = useLocation();
  const here = location.pathname + location.search;
  // The leader passes the race's gates first, as a runner signing up alone does.
  const ahead = gateAhead(event, here);
  const signUp = useSignUp(event, { join: !ahead && event.group?.enabled === true });
  if (!event.group?.enabled) {
    return <ErrorScreen title={t('unavailable.title')} text={t('unavailable.text')} />;
  }
  if (ahead) return <Navigate to={ahead} replace />;
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  return (
    <>
      <WaitingLine state={signUp.line} />
      <GroupForm
        event={event}
        compiled={form.compiled}
        initial={groupDraftOf(event, event.group.maxMembers)}
        keepDraft
        submitText={(count) => signUp.submitText(t('form.create', { count }))}
        onSubmit={async (members) => {
          const saved = await signUp.send((passes) =>
            group.create({ matchEventID: event.id, members, ...passes }),
          );
          // The quiz's pass expired or is missing: back to the quiz; the draft keeps the people.
          return saved ? groupRoute(saved.id) : (gateAhead(event, here) ?? here);
        }}
      />
    </>
  );
}

/** /groupevent/{eventId}: a leader starts a group for the race after its gates, every person on one page. */
export default function GroupEventScreen() {
  const id = Number(useParams().id);
  return <EventPage id={id}>{(event) => <NewGroup event={event} />}</EventPage>;
}
