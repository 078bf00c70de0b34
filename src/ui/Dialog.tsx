import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiBus, type UiEvents } from './bus';

// antd-mobile's Dialog brings its animation library; most visits never open a dialog.
const DialogView = lazy(() => import('./DialogView'));

type DialogRequest = UiEvents['dialog'];

/** Shows `ui.dialog.alert/confirm(...)` requests in turn, with the default texts of the language. */
export function DialogHost() {
  const { t } = useTranslation('common');
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const add = (request: DialogRequest) => setQueue((current) => [...current, request]);
    uiBus.on('dialog', add);
    return () => uiBus.off('dialog', add);
  }, []);

  const current = queue[0];
  if (!current) return null;
  const answer = (confirmed: boolean) => {
    if (closing) return;
    current.resolve(confirmed);
    setClosing(true);
  };
  return (
    <Suspense fallback={null}>
      <DialogView
        visible={!closing}
        kind={current.kind}
        title={current.title ?? t('dialog.title')}
        content={current.content}
        confirmText={current.confirmText ?? t('dialog.confirm')}
        cancelText={current.cancelText ?? t('dialog.cancel')}
        onAnswer={answer}
        afterClose={() => {
          setQueue((rest) => rest.slice(1));
          setClosing(false);
        }}
      />
    </Suspense>
  );
}
