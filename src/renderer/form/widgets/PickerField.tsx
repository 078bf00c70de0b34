import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { LazyWheelPicker } from './lazyPopups';
import type { WheelPickerProps } from './WheelPicker';

interface PickerFieldProps extends Pick<WheelPickerProps, 'columns' | 'value' | 'onConfirm'> {
  widget: WidgetProps;
  /** The chosen option's text, if one is chosen. */
  text?: string;
}

/**
 * A field whose value is picked on wheels: the row shows the chosen value (or a prompt) and an
 * arrow, and tapping it opens the wheel picker. The popup is mounted on first use only, since a
 * long form has dozens of pickers; closing it, confirmed or not, leaves the field.
 */
export function PickerField({ widget, text, columns, value, onConfirm }: PickerFieldProps) {
  const { id, label, placeholder, disabled, readonly, onBlur } = widget;
  const { t } = useTranslation('form');
  const [visible, setVisible] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        id={id}
        className={text === undefined ? 'form-picker-trigger is-empty' : 'form-picker-trigger'}
        disabled={disabled || readonly}
        onClick={() => {
          setOpened(true);
          setVisible(true);
        }}
      >
        <span>{text ?? (placeholder || t('picker.placeholder'))}</span>
        <span className="form-picker-trigger__arrow" aria-hidden="true" />
      </button>
      {opened && (
        // The popup's code may still be on its way on the very first tap.
        <Suspense fallback={null}>
          <LazyWheelPicker
            title={label}
            cancelText={t('picker.cancel')}
            confirmText={t('picker.confirm')}
            visible={visible}
            columns={columns}
            value={value}
            onConfirm={onConfirm}
            onClose={() => {
              setVisible(false);
              onBlur(id, widget.value);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
