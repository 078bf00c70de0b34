import { Suspense } from 'react';
import type { ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { UPLOAD_SPINNER_MS } from '../../../../core/domain/constants';
import { ui } from '../../../ui/bus';
import { formRuntime } from '../context';
import { LazyImageUploader } from './lazyPopups';

/**
 * One photo, stored through the screen's `upload` (the API's oss/upload); the field's value is the
 * returned URL. The global spinner shows while the file travels, for at most its default time.
 */
export default function UploadWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, registry, onChange, onBlur } = props;
  const { t } = useTranslation('form');
  const { upload } = formRuntime(registry);
  const items: ImageUploadItem[] = typeof value === 'string' && value ? [{ url: value }] : [];

  const send = async (file: File): Promise<ImageUploadItem> => {
    if (!upload) throw new Error('The form was given no upload function');
    ui.loading.show(UPLOAD_SPINNER_MS);
    try {
      return { url: await upload(file) };
    } catch (error) {
      ui.toast(t('upload.failed'), { type: 'fail' });
      throw error;
    } finally {
      ui.loading.hide();
    }
  };

  return (
    <div id={id} className="form-upload">
      <Suspense fallback={<div className="form-upload__placeholder" />}>
        <LazyImageUploader
          value={items}
          upload={send}
          maxCount={1}
          accept="image/*"
          disableUpload={disabled || readonly}
          deletable={!disabled && !readonly}
          showFailed={false}
          onChange={(next) => {
            const url = next[0]?.url;
            onChange(url || undefined);
            onBlur(id, url);
          }}
        />
      </Suspense>
    </div>
  );
}
