import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RegistrationList } from './RegistrationList';
import '../pay/pay.css';
import './my.css';

/**
 * /minimy/{id} and /minilist/{id}: inside a mini-program every registration across races, with
 * state, next step and deadline (the id is the event the mini-program was opened for).
 */
export default function RegistrationsScreen() {
  const { t } = useTranslation('refunds');
  return (
    <div className="my">
      <List header={t('registrations.title')} className="pay-card">
        <RegistrationList />
      </List>
    </div>
  );
}
