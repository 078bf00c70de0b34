import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ui } from '../../ui/bus';

/** Puts `text` on the clipboard; in-app browsers without the clipboard API use a selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** A link shown in full, with a button that copies it. */
export function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation('flow');
  return (
    <div className="copy-link">
      <code className="copy-link__url">{url}</code>
      <Button
        block
        color="primary"
        shape="rounded"
        onClick={async () => {
          const copied = await copyText(url);
          ui.toast(t(copied ? 'copy.done' : 'copy.failed'), { type: copied ? 'success' : 'fail' });
        }}
      >
        {t('copy.button')}
      </Button>
    </div>
  );
}
