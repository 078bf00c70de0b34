import type { TemplatesType } from '@rjsf/utils';
import ArrayFieldTemplate, { ArrayFieldItemTemplate } from './ArrayFieldTemplate';
import BaseInputTemplate from './BaseInputTemplate';
import { ButtonTemplates } from './ButtonTemplates';
import DescriptionFieldTemplate from './DescriptionFieldTemplate';
import FieldErrorTemplate from './FieldErrorTemplate';
import FieldTemplate from './FieldTemplate';
import ObjectFieldTemplate from './ObjectFieldTemplate';
import TitleFieldTemplate from './TitleFieldTemplate';

export function generateTemplates(): Partial<TemplatesType> {
  return {
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    BaseInputTemplate,
    ButtonTemplates,
    DescriptionFieldTemplate,
    FieldErrorTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
  };
}
