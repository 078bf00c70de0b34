import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { FieldPathContext, formRuntime } from '../context';
import { useErrorsShown } from '../errorVisibility';

/** Widgets that write the field's title themselves, next to their box. */
const LABELLED_WIDGETS = new Set(['checkbox', 'loyalty']);

/**
 * One row of the mobile list: title (with a mark when required), the widget, help text and the
 * field's error message right under it, once the field was left or the form submitted. Objects
 * and arrays only pass their content through.
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    rawDescription,
    hidden,
    required,
    displayLabel,
    rawErrors = [],
    schema,
    uiSchema,
    fieldPathId,
    registry,
  } = props;
  const errorsShown = useErrorsShown(formRuntime(registry).errorVisibility, id);
  if (hidden) return <div hidden>{children}</div>;
  const widget = getUiOptions(uiSchema).widget ?? (schema.type === 'boolean' ? 'checkbox' : '');
  const content =
    schema.type === 'object' || schema.type === 'array' ? (
      <>
        {children}
        {errorsShown && errors}
      </>
    ) : (
      <div className={errorsShown && rawErrors.length > 0 ? 'form-field has-error' : 'form-field'}>
        <div className="form-field__row">
          {displayLabel && !LABELLED_WIDGETS.has(String(widget)) && (
            <label className="form-field__label" htmlFor={id}>
              {label}
              {required && <span className="form-field__required">*</span>}
            </label>
          )}
          <div className="form-field__control">{children}</div>
        </div>
        {displayLabel && rawDescription ? description : null}
        {errorsShown && errors}
        {help}
      </div>
    );
  return <FieldPathContext value={fieldPathId.path}>{content}</FieldPathContext>;
}
