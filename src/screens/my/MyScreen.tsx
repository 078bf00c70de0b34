import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MyResults } from '../score/MyResults';
import { MyTeams } from '../../renderer/team/MyTeams';
import { RegistrationList } from './RegistrationList';
import '../pay/pay.css';
import './my.css';

/** The edition's "my" tab: my registrations, my results and certificates, questions and answers, and signing out. */
export default function MyScreen() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  return (
    <div className="my">
      <List header={t('my.registrations')} className="pay-card">
        <RegistrationList />
      </List>
      <MyTeams />
      <List header={t('my.results')} className="pay-card">
        <MyResults />
      </List>
      <List className="pay-card">
        <List.Item arrow onClick={() => navigate('/list')}>
          {t('refunds:registrations.refunds')}
        </List.Item>
        <List.Item arrow onClick={() => navigate('/quit')}>
          {t('refunds:registrations.quit')}
        </List.Item>
        <List.Item arrow onClick={() => navigate('/faq')}>
          {t('my.faq')}
        </List.Item>
        <List.Item arrow onClick={() => navigate('/logout')}>
          {t('shell:title.logout')}
        </List.Item>
      </List>
    </div>
  );
}
