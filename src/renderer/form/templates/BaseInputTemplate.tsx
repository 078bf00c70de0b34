import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTypedValue } from '../widgets/useTypedValue';

/** The text, number, e-mail and phone inputs, committing when left or on Enter. */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, readonly, disabled, autofocus, placeholder, options, schema, type } = props;
  const typed = useTypedValue<HTMLInputElement>(props);
  const input = getInputProps(schema, type, options);
  const numeric = input.type === 'number';
  return (
    <input
      {...typed}
      id={id}
      name={htmlName || id}
      className="form-input"
      // Phone keyboards show the right keys for these; a native number input would drop
      // partial entries like "1." while typing.
      type={numeric ? 'text' : input.type}
      inputMode={numeric ? (schema.type === 'integer' ? 'numeric' : 'decimal') : undefined}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      maxLength={schema.maxLength}
      autoCapitalize={options.autoCapitalize as string | undefined}
      autoComplete={options.autocomplete as string | undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
