import type { TitleFieldProps } from '@rjsf/utils';

export default function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <h2 id={id} className="form-section">
      {title}
      {required && <span className="form-field__required">*</span>}
    </h2>
  );
}
