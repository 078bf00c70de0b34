import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { detailRoute } from '../../config/routes/pay';
import { LoadState } from '../team/LoadState';
import { useGroup } from './useGroup';
import { groupRoute } from '../../config/routes/group';
import './group.css';

/**
 * /groupdetail/{groupId}: each person of the group with their own registration, which opens its
 * detail once the group is paid.
 */
export default function GroupDetailScreen() {
  const { t } = useTranslation('group');
  const navigate = useNavigate();
  const loaded = useGroup();
  return (
    <LoadState loaded={loaded}>
      {(group) => (
        <div className="group-page">
          <h2 className="group-page__name">{group.eventName}</h2>
          <List header={t('members', { count: group.members.length })}>
            {group.members.map((member, index) => {
              const registration = member.applicationID;
              return (
                <List.Item
                  key={index}
                  description={member.ticketName}
                  arrow={registration !== null}
                  onClick={
                    registration === null ? undefined : () => navigate(detailRoute(registration))
                  }
                  extra={
                    <Tag color={registration === null ? 'default' : 'success'}>
                      {registration === null ? t('notRegistered') : t('registered')}
                    </Tag>
                  }
                >
                  {member.name}
                </List.Item>
              );
            })}
          </List>
          <div className="group-page__actions">
            <Button block shape="rounded" onClick={() => navigate(groupRoute(group.id))}>
              {t('overview')}
            </Button>
          </div>
        </div>
      )}
    </LoadState>
  );
}
