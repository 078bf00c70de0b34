import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { group as groupApi } from '../../api';
import type { Group } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import { EventPage } from '../../navigation/EventPage';
import { StatePage } from '../../ui/StatePage';
import { FormUnavailable } from '../sign/FormUnavailable';
import { useCompiledForm } from '../sign/useCompiledForm';
import { LoadState } from '../team/LoadState';
import { useGroup } from './useGroup';
import { GroupForm } from './GroupForm';
import { groupRoute } from '../../config/routes/group';

function EditGroup({ event, group }: { event: EventConfig; group: Group }) {
  const { t } = useTranslation('group');
  const form = useCompiledForm(event.id);
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  return (
    <GroupForm
      event={event}
      compiled={form.compiled}
      initial={group.members.map((member) => member.formValues)}
      keepDraft={false}
      submitText={(count) => t('form.save', { count })}
      onSubmit={async (members) => {
        await groupApi.update({ groupID: group.id, members });
        return groupRoute(group.id);
      }}
    />
  );
}

/** /groupedit/{groupId}: the leader changes the people until the group is paid for. */
export default function GroupEditScreen() {
  const { t } = useTranslation('group');
  const navigate = useNavigate();
  const loaded = useGroup();
  return (
    <LoadState loaded={loaded}>
      {(group) =>
        group.canChange ? (
          <EventPage id={group.matchEventID}>
            {(event) => <EditGroup event={event} group={group} />}
          </EventPage>
        ) : (
          <StatePage icon="✓" title={t('closed.title')} text={t('closed.text')}>
            <Button block color="primary" onClick={() => navigate(groupRoute(group.id))}>
              {t('overview')}
            </Button>
          </StatePage>
        )
      }
    </LoadState>
  );
}
