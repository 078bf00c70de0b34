import {
  buttonId,
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
} from '@rjsf/utils';

/** A repeatable group (e.g. recent race results): titled, one card per item, an add button. */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, items, onAddClick, readonly, registry, required } = props;
  const { schema, title, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('ArrayFieldTitleTemplate', registry, options);
  const DescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className="form-array" id={fieldPathId.$id}>
      <TitleFieldTemplate
        fieldPathId={fieldPathId}
        title={options.title || title}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      <DescriptionTemplate
        fieldPathId={fieldPathId}
        description={options.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      <div className="form-array__items">{items}</div>
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="form-array__add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="form-array__item">
      {children}
      {hasToolbar && (
        <div className="form-array__toolbar">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}
