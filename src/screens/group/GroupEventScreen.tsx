import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { group } from '../../api';
import type { EventConfig } from '../../config/events';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { EventPage } from '../../navigation/EventPage';
import { FormUnavailable } from '../sign/FormUnavailable';
import { useCompiledForm } from '../sign/useCompiledForm';
import { GroupForm, groupDraftOf } from './GroupForm';
import { groupRoute } from './routes';

function NewGroup({ event }: { event: EventConfig }) {
  const { t } = useTranslation('group');
  const form = useCompiledForm(event.id);
  if (!event.group?.enabled) {
    return <ErrorScreen title={t('unavailable.title')} text={t('unavailable.text')} />;
  }
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  return (
    <GroupForm
      event={event}
      compiled={form.compiled}
      initial={groupDraftOf(event, event.group.maxMembers)}
      keepDraft
      submitText={(count) => t('form.create', { count })}
      onSubmit={async (members) => {
        const saved = await group.create({ matchEventID: event.id, members });
        return groupRoute(saved.id);
      }}
    />
  );
}

/** /groupevent/{eventId}: a leader starts a group for the race, every person on one page. */
export default function GroupEventScreen() {
  const id = Number(useParams().id);
  return <EventPage id={id}>{(event) => <NewGroup event={event} />}</EventPage>;
}
