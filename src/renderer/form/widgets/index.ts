import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { ThemeWidget } from '../../../../core/form/themeWidgets';
import CheckboxWidget from './CheckboxWidget';
import { BirthdayWidget, DateWidget } from './DatePickerWidget';
import LoyaltyWidget from './LoyaltyWidget';
import PickerWidget from './PickerWidget';
import TextareaWidget from './TextareaWidget';
import UploadWidget from './UploadWidget';

/**
 * The mobile widgets. Select and radio fields open a picker; `country`, `clothingSize` and
 * `idType` are the picker under names that read well in a config.
 */
export function generateWidgets(): Record<ThemeWidget, ComponentType<WidgetProps>> {
  return {
    SelectWidget: PickerWidget,
    RadioWidget: PickerWidget,
    picker: PickerWidget,
    country: PickerWidget,
    clothingSize: PickerWidget,
    idType: PickerWidget,
    DateWidget,
    birthday: BirthdayWidget,
    TextareaWidget,
    CheckboxWidget,
    loyalty: LoyaltyWidget,
    upload: UploadWidget,
  };
}
