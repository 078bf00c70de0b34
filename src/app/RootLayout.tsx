import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { defaultEdition, editionByPrefix } from '../config/app';
import { host } from '../host/registry';
import { GlobalWidgets } from '../ui/GlobalWidgets';
import { PageLoading } from '../ui/Loading';
import { useNavigationEffects } from './navigation';
import { useRouteHandle } from '../navigation/routeHandle';
import { ShellContext, type Shell } from '../navigation/shell';
import { TopBar } from './TopBar';

const sharePicture = (picture: { title: string; imageUrl?: string }) => void host().share(picture);

/**
 * The frame of every page: edition theme, top bar, the routed page, and the global widgets, with
 * the widget library's own texts (an uploader's name, a picker's buttons) in the shown language.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const [titleOverride, setTitle] = useState<string>();
  const [eventEdition, setEventEdition] = useState<string>();
  const shell = useMemo<Shell>(() => ({ setTitle, setEventEdition }), []);

  const edition =
    editionByPrefix(eventEdition) ?? editionByPrefix(handle.edition) ?? defaultEdition;
  const title = titleOverride ?? (handle.title ? t(handle.title) : t('common:appName'));
  useNavigationEffects(handle, title);

  // The next page stays hidden behind the dots until its code has arrived.
  const show = navigation.state === 'idle';
  return (
    <ShellContext.Provider value={shell}>
      <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN}>
        <div
          className={`app ${edition.theme.className}`}
          style={edition.theme.cssVariables as CSSProperties}
        >
          <TopBar title={title} edition={edition} showBack={!handle.home && !handle.tab} />
          <main className="app-main" hidden={!show}>
            <Outlet />
          </main>
          {!show && <PageLoading />}
          <GlobalWidgets share={sharePicture} />
          <ScrollRestoration />
        </div>
      </ConfigProvider>
    </ShellContext.Provider>
  );
}
