import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Group } from '../../../core/generated/api';
import { formatPrice } from '../../renderer/channels/money';
import { LoadState } from '../team/LoadState';
import { useGroup } from './useGroup';
import { groupDetailRoute, groupEditRoute, groupPayRoute } from '../../config/routes/group';
import './group.css';

/** The people with their ticket and price, and the total the server worked out. */
export function GroupMembers({ group }: { group: Group }) {
  const { t } = useTranslation('group');
  return (
    <List header={t('members', { count: group.members.length })}>
      {group.members.map((member, index) => (
        <List.Item
          key={index}
          description={member.ticketName}
          extra={formatPrice(member.price, group.currency)}
        >
          {member.name}
        </List.Item>
      ))}
      <List.Item
        extra={
          <strong className="group-page__total">{formatPrice(group.amount, group.currency)}</strong>
        }
      >
        {t('total')}
      </List.Item>
    </List>
  );
}

/** /group/{groupId}: the leader's group, its state and total, and what to do next. */
export default function GroupScreen() {
  const { t } = useTranslation('group');
  const navigate = useNavigate();
  const loaded = useGroup();
  return (
    <LoadState loaded={loaded}>
      {(group) => (
        <div className="group-page">
          <h2 className="group-page__name">{group.eventName}</h2>
          <p className="group-page__state" role="status">
            {t(`state.${group.state}`)}
          </p>
          <GroupMembers group={group} />
          <div className="group-page__actions">
            {group.state === 'registered' ? (
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => navigate(groupDetailRoute(group.id))}
              >
                {t('registrations')}
              </Button>
            ) : (
              <>
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  onClick={() => navigate(groupPayRoute(group.id))}
                >
                  {t('pay', { amount: formatPrice(group.amount, group.currency) })}
                </Button>
                <Button block shape="rounded" onClick={() => navigate(groupEditRoute(group.id))}>
                  {t('edit')}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </LoadState>
  );
}
