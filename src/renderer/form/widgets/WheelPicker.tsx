import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { PickerView, Popup, SafeArea, type PickerViewProps } from 'antd-mobile';
import { PICKER } from '../../../../core/domain/constants';
import { useOpensAfterMount } from '../../../ui/useOpensAfterMount';

/** One wheel: its options, each with the text shown and the value it stands for. */
export type Wheel = { label: string; value: string }[];

/** What PickerView shows: each wheel's value, or null for an empty wheel. */
type Shown = NonNullable<PickerViewProps['defaultValue']>;

export interface WheelPickerProps {
  title: string;
  cancelText: string;
  confirmText: string;
  visible: boolean;
  /** The wheels for the selection they show: a later wheel may depend on an earlier one. */
  columns: (selection: string[]) => Wheel[];
  /** Where the wheels stand when the picker opens; an empty wheel stands on its first option. */
  value: string[];
  onConfirm: (selection: string[]) => void;
  /** The picker closes, confirmed or not. */
  onClose: () => void;
}

// SPEC's look: rows of the picker's item height, five of them visible.
const wheelStyle = {
  '--item-height': `${PICKER.itemHeight}px`,
  '--height': `${PICKER.itemHeight * PICKER.visibleItems}px`,
} as CSSProperties;

/**
 * A bottom popup with wheels (antd-mobile's PickerView) and cancel / confirm. Confirming takes the
 * option the wheels show at that moment. antd-mobile's own Picker learns a wheel's selection only
 * after a timer and a render, and puts the wheel back to its own value a second later if it has
 * not learnt it by then: on a phone whose main thread stalls for a second after a tap, the tapped
 * option jumped back. Here the wheels keep their own selection, and the picker reads it from the
 * render that shows it.
 */
export function WheelPicker({
  title,
  cancelText,
  confirmText,
  visible,
  columns,
  value,
  onConfirm,
  onClose,
}: WheelPickerProps) {
  // Each opening starts the wheels afresh at the field's value.
  const [openings, setOpenings] = useState(0);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpenings(openings + 1);
  }
  const open = useOpensAfterMount(visible);
  const shown = useRef(value);
  // PickerView asks for the columns of the selection its wheels show, in the render showing it.
  const wheels = useCallback(
    (selection: Shown) => {
      shown.current = selection.map((option) => String(option ?? ''));
      return columns(shown.current);
    },
    [columns],
  );
  return (
    // Mounted inside the page, so that the popup wears the edition's theme colours.
    <Popup
      visible={open}
      onMaskClick={onClose}
      position="bottom"
      getContainer={null}
      className="form-picker"
    >
      <div className="form-picker__header">
        <button type="button" className="form-picker__action" onClick={onClose}>
          {cancelText}
        </button>
        <div className="form-picker__title">{title}</div>
        <button
          type="button"
          className="form-picker__action"
          onClick={() => {
            onConfirm(shown.current);
            onClose();
          }}
        >
          {confirmText}
        </button>
      </div>
      <PickerView key={openings} columns={wheels} defaultValue={value} style={wheelStyle} />
      <SafeArea position="bottom" />
    </Popup>
  );
}
