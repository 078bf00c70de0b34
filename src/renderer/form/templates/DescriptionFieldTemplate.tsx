import type { DescriptionFieldProps } from '@rjsf/utils';

export default function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="form-field__description">
      {description}
    </div>
  );
}
