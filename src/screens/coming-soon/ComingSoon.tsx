import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useHomePath } from '../../navigation/home';
import { useRouteHandle } from '../../navigation/routeHandle';
import { StatePage } from '../../ui/StatePage';

/** Stands in for a page that is registered but not built yet. */
export default function ComingSoon() {
  const { t } = useTranslation(['shell', 'common']);
  const { title } = useRouteHandle();
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <StatePage
      icon={<ClockCircleOutline />}
      title={title ? t(title) : t('shell:comingSoon.heading')}
      text={`${t('shell:comingSoon.heading')} · ${t('shell:comingSoon.text')}`}
    >
      <Button block color="primary" shape="rounded" onClick={() => navigate(home)}>
        {t('common:backHome')}
      </Button>
    </StatePage>
  );
}
