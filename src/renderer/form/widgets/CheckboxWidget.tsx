import { Checkbox } from 'antd-mobile';
import type { WidgetProps } from '@rjsf/utils';

/** A yes/no consent; the box carries the field's title as its label. */
export default function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, onBlur, children } = props;
  return (
    <>
      <Checkbox
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(checked) => {
          onChange(checked);
          onBlur(id, checked);
        }}
      >
        {label}
      </Checkbox>
      {children}
    </>
  );
}
