import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getSubmitButtonOptions, type IconButtonProps, type SubmitButtonProps } from '@rjsf/utils';

/** An array-item action as a small text button, labelled in the language shown. */
function textButton(labelKey: string, color: 'default' | 'danger' = 'default') {
  return function TextButton({ id, className, onClick, disabled }: IconButtonProps) {
    const { t } = useTranslation('form');
    return (
      <Button
        id={id}
        className={className}
        size="mini"
        fill="outline"
        color={color}
        disabled={disabled}
        onClick={onClick}
      >
        {t(labelKey)}
      </Button>
    );
  };
}

export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { t } = useTranslation('form');
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button type="submit" block color="primary" size="large" className="form-submit">
      {uiSchema?.['ui:submitButtonOptions']?.submitText ? submitText : t('submit')}
    </Button>
  );
}

export const ButtonTemplates = {
  SubmitButton,
  AddButton: textButton('buttons.add'),
  CopyButton: textButton('buttons.copy'),
  MoveUpButton: textButton('buttons.moveUp'),
  MoveDownButton: textButton('buttons.moveDown'),
  RemoveButton: textButton('buttons.remove', 'danger'),
  ClearButton: textButton('buttons.clear'),
};
