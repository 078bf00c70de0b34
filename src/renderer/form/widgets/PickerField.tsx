import { Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { PICKER } from '../../../../core/domain/constants';

/** What every picker popup of the form gets: SPEC's look, the language's texts, open state. */
export interface PopupProps {
  /** Mounted inside the page, so that the popup wears the edition's theme colours. */
  getContainer: null;
  popupClassName: string;
  closeOnMaskClick: boolean;
  style: CSSProperties;
  popupStyle: CSSProperties;
  cancelText: string;
  confirmText: string;
  title: string;
  visible: boolean;
  onClose: () => void;
}

interface PickerFieldProps {
  widget: WidgetProps;
  /** The chosen option's text, if one is chosen. */
  text?: string;
  /** The antd-mobile picker (its lazily loaded component), given the popup's props. */
  renderPopup: (popup: PopupProps) => ReactNode;
}

/**
 * A field whose value is picked from a popup: the row shows the chosen value (or a prompt) and an
 * arrow, and tapping it opens the picker. Pickers have SPEC's item height, five rows visible, and
 * close on the mask. The popup is mounted on first use only, since a long form has dozens of
 * pickers; closing it, confirmed or not, leaves the field.
 */
export function PickerField({ widget, text, renderPopup }: PickerFieldProps) {
  const { id, value, label, placeholder, disabled, readonly, onBlur } = widget;
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
          {renderPopup({
            getContainer: null,
            popupClassName: 'form-picker',
            closeOnMaskClick: true,
            style: { '--item-height': `${PICKER.itemHeight}px` } as CSSProperties,
            // Read by theme.css, which sizes the wheel to this many rows.
            popupStyle: {
              '--form-picker-height': `${PICKER.itemHeight * PICKER.visibleItems}px`,
            } as CSSProperties,
            cancelText: t('picker.cancel'),
            confirmText: t('picker.confirm'),
            title: label,
            visible,
            onClose: () => {
              setVisible(false);
              onBlur(id, value);
            },
          })}
        </Suspense>
      )}
    </>
  );
}
