import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The first problem of a field, shown under it; one clear message is enough on a phone. */
export default function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const first = errors.find(Boolean);
  if (!first) return null;
  return (
    <div id={errorId(fieldPathId)} className="form-field__error" role="alert">
      {first}
    </div>
  );
}
