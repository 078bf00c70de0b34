import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTypedValue } from './useTypedValue';

/** Several lines of text (an address, a health note), committed when the field is left. */
export default function TextareaWidget(props: WidgetProps) {
  const { id, readonly, disabled, placeholder, options, schema } = props;
  const typed = useTypedValue<HTMLTextAreaElement>(props);
  return (
    <textarea
      {...typed}
      id={id}
      className="form-input"
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      rows={Number(options.rows ?? 2)}
      maxLength={schema.maxLength}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
