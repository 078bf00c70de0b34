import { Input } from 'antd-mobile';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTypedValue } from '../widgets/useTypedValue';

/** The text, number, e-mail and phone inputs: antd-mobile's Input, committing on blur or Enter. */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, readonly, disabled, autofocus, placeholder, options, schema, type } = props;
  const { text, type: typeText, commit } = useTypedValue(props);
  const input = getInputProps(schema, type, options);
  const numeric = input.type === 'number';
  return (
    <Input
      id={id}
      name={htmlName || id}
      className="form-input"
      value={text}
      onChange={typeText}
      onBlur={commit}
      onEnterPress={commit}
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
