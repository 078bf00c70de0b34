import { TabBar } from 'antd-mobile';
import { AppOutline, EditSOutline, UserOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { EditionConfig } from '../config/app';
import { useLocalize } from '../config/localize';

type TabKey = EditionConfig['tabs'][number]['key'];

const TAB_ICONS: Record<TabKey, typeof AppOutline> = {
  index: AppOutline,
  sign: EditSOutline,
  my: UserOutline,
};

/** An edition's pages (/gz/…) with its bottom tabs, as the edition config lists them. */
export function EditionLayout({ edition }: { edition: EditionConfig }) {
  const localize = useLocalize();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.split('/').pop();
  const activeTab = edition.tabs.find((tab) => tab.key === current);

  return (
    <div className={activeTab ? 'edition edition--tabs' : 'edition'}>
      <Outlet />
      {activeTab && (
        <nav className="edition__tabs">
          <TabBar safeArea activeKey={activeTab.key} onChange={(key) => navigate(key)}>
            {edition.tabs.map((tab) => {
              const Icon = TAB_ICONS[tab.key];
              return <TabBar.Item key={tab.key} icon={<Icon />} title={localize(tab.title)} />;
            })}
          </TabBar>
        </nav>
      )}
    </div>
  );
}
