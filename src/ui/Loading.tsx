import { useEffect, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { uiBus } from './bus';

/** The three pulsing dots, centred in the page while its content is on its way. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="app-page-loading" role="status" aria-label={t('loading')}>
      <DotLoading color="primary" />
    </div>
  );
}

/** The blocking spinner of `ui.loading.show()`, until `ui.loading.hide()` or its time is up. */
export function LoadingHost() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = ({ ms }: { ms?: number }) => {
      clearTimeout(timer);
      setVisible(true);
      if (ms !== undefined) timer = setTimeout(() => setVisible(false), ms);
    };
    const hide = () => {
      clearTimeout(timer);
      setVisible(false);
    };
    uiBus.on('loading:show', show);
    uiBus.on('loading:hide', hide);
    return () => {
      uiBus.off('loading:show', show);
      uiBus.off('loading:hide', hide);
      clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;
  return (
    <div className="app-loading" role="status" aria-label={t('loading')}>
      <div className="app-loading__box">
        <DotLoading color="white" />
      </div>
    </div>
  );
}
