import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RegistrationList } from './RegistrationList';
import '../pay/pay.css';
import './my.css';

/** /signlist/{id}: the runner's registrations for that race, with state and next step. */
export default function EventRegistrationsScreen() {
  const { t } = useTranslation('refunds');
  const id = Number(useParams().id);
  return (
    <div className="my">
      <List header={t('registrations.title')} className="pay-card">
        <RegistrationList eventId={id > 0 ? id : undefined} />
      </List>
    </div>
  );
}
