import { Fragment } from 'react';
import {
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';

/**
 * A group of fields as a list. A field whose uiSchema has `ui:section` (a heading text) starts a
 * new titled section, so one long form reads as personal details, contact, health and so on.
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, fieldPathId, properties, registry, required, schema, title, uiSchema } =
    props;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  return (
    <fieldset className="form-object" id={fieldPathId.$id}>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {properties.map(({ name, content, hidden }) => {
        const section = hidden ? undefined : uiSchema?.[name]?.['ui:section'];
        return (
          <Fragment key={name}>
            {typeof section === 'string' && <h2 className="form-section">{section}</h2>}
            {content}
          </Fragment>
        );
      })}
    </fieldset>
  );
}
