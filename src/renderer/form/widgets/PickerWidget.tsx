import { useMemo, useState } from 'react';
import {
  deepEquals,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type WidgetProps,
} from '@rjsf/utils';
import { LazyPicker } from './lazyPopups';
import { PickerField } from './PickerField';

/** `value`, or the equal value of an earlier render, so that memos depending on it hold. */
function useStable<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable === value || deepEquals(stable, value)) return stable;
  setStable(value);
  return value;
}

/**
 * One choice from a list (select, radio, country, clothing size, ID type …) as an antd-mobile
 * Picker. Options are addressed by index, since enum values may be numbers or strings.
 */
export default function PickerWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  // RJSF builds the options afresh on every render.
  const enumOptions = useStable(options.enumOptions ?? []);
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  // Stable props: the picker resets its wheel whenever it is given a new value or columns.
  const columns = useMemo(
    () => [enumOptions.map((option, index) => ({ label: option.label, value: String(index) }))],
    [enumOptions],
  );
  const pickerValue = useMemo(() => (selected === undefined ? [] : [selected]), [selected]);
  return (
    <PickerField
      widget={props}
      text={selected === undefined ? undefined : enumOptions[Number(selected)]?.label}
      renderPopup={(popup) => (
        <LazyPicker
          {...popup}
          columns={columns}
          value={pickerValue}
          onConfirm={([index]) => {
            if (index !== null && index !== undefined) {
              onChange(enumOptionsValueForIndex(index, enumOptions, options.emptyValue));
            }
          }}
        />
      )}
    />
  );
}
