import { useMemo, useState } from 'react';
import {
  deepEquals,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type WidgetProps,
} from '@rjsf/utils';
import { PickerField } from './PickerField';

/** `value`, or the equal value of an earlier render, so that memos depending on it hold. */
function useStable<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable === value || deepEquals(stable, value)) return stable;
  setStable(value);
  return value;
}

/**
 * One choice from a list (select, radio, country, clothing size, ID type …) on one wheel.
 * Options are addressed by index, since enum values may be numbers or strings.
 */
export default function PickerWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  // RJSF builds the options afresh on every render.
  const enumOptions = useStable(options.enumOptions ?? []);
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  // Stable: the wheel is built again whenever it is given new columns.
  const columns = useMemo(() => {
    const wheel = [
      enumOptions.map((option, index) => ({ label: option.label, value: String(index) })),
    ];
    return () => wheel;
  }, [enumOptions]);
  return (
    <PickerField
      widget={props}
      text={selected === undefined ? undefined : enumOptions[Number(selected)]?.label}
      columns={columns}
      value={selected === undefined ? [] : [selected]}
      onConfirm={([index]) => {
        if (index !== undefined) {
          onChange(enumOptionsValueForIndex(index, enumOptions, options.emptyValue));
        }
      }}
    />
  );
}
