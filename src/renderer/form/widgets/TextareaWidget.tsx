import { TextArea } from 'antd-mobile';
import type { WidgetProps } from '@rjsf/utils';
import { useTypedValue } from './useTypedValue';

/** Several lines of text (an address, a health note), committed when the field is left. */
export default function TextareaWidget(props: WidgetProps) {
  const { id, readonly, disabled, placeholder, options, schema } = props;
  const { text, type, commit } = useTypedValue(props);
  return (
    <TextArea
      id={id}
      className="form-input"
      value={text}
      onChange={type}
      onBlur={commit}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      rows={Number(options.rows ?? 2)}
      autoSize={{ minRows: Number(options.rows ?? 2), maxRows: 6 }}
      maxLength={schema.maxLength}
      showCount={schema.maxLength !== undefined}
    />
  );
}
