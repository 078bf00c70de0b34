import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceStringParameters, TranslatableString, type UiSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { CompiledForm } from './compiled';
import type { FormRuntime } from './context';
import { deriveValues } from './derive';
import { ErrorVisibility } from './errorVisibility';
import { localiseUiSchema } from './localise';
import type { FormValues } from './roles';
import { MobileForm } from './theme';
import { loadPopups } from './widgets/lazyPopups';
import type { FieldPath } from './validation/activeRules';
import { createCustomValidate, createTransformErrors } from './validation/messages';

export interface EventFormProps {
  compiled: CompiledForm;
  /** The config's uiSchema, texts still in both languages. */
  uiSchema: UiSchema;
  formData: FormValues;
  /** Committed values (a field was left or a choice made), with the derived fields filled in. */
  onChange: (values: FormValues) => void;
  /** What the runner is typing, before it is committed. */
  onInput?: (path: FieldPath, value: unknown) => void;
  /** Only called with values that passed every check. */
  onSubmit: (values: FormValues) => void;
  upload?: (file: File) => Promise<string>;
  disabled?: boolean;
  /** The submit area; the theme's submit button when absent. */
  children?: ReactNode;
}

const STRING_NAMES = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, english]) => [english, name]),
);

/**
 * An event's sign-up form: the compiled schema with its precompiled validator, the config's texts
 * in the language shown, and validation when a field is left and on submit (never per keystroke).
 */
export function EventForm(props: EventFormProps) {
  const { compiled, formData, onChange, onSubmit, disabled, children } = props;
  const { schema, validateFns } = compiled;
  const { t, i18n } = useTranslation();
  const validator = useMemo(
    () => createPrecompiledValidator(validateFns, schema),
    [validateFns, schema],
  );
  const uiSchema = useMemo(
    () => localiseUiSchema(props.uiSchema, i18n.language),
    [props.uiSchema, i18n.language],
  );
  const customValidate = useMemo(
    () => createCustomValidate(validator, { schema, t }),
    [validator, schema, t],
  );
  const transformErrors = useMemo(() => createTransformErrors({ schema, t }), [schema, t]);
  const translateString = useMemo(
    () => (english: TranslatableString, params?: string[]) =>
      replaceStringParameters(
        t(`form:rjsf.${STRING_NAMES.get(english) ?? ''}`, { defaultValue: english }),
        params,
      ),
    [t],
  );

  const [visibility] = useState(() => new ErrorVisibility());
  // Pickers and the uploader come as their own chunk, fetched once the form is on screen.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1));
    idle(() => void loadPopups());
  }, []);
  // Widgets get a context that never changes, so memoised fields do not re-render for it.
  const callbacks = useRef({ onInput: props.onInput, upload: props.upload });
  useLayoutEffect(() => {
    callbacks.current = { onInput: props.onInput, upload: props.upload };
  });
  const formContext = useMemo<FormRuntime>(
    () => ({
      onInput: (path, value) => callbacks.current.onInput?.(path, value),
      upload: (file) =>
        callbacks.current.upload?.(file) ?? Promise.reject(new Error('Uploads are unavailable')),
      errorVisibility: visibility,
    }),
    [visibility],
  );

  return (
    <MobileForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      formContext={formContext}
      customValidate={customValidate}
      transformErrors={transformErrors}
      translateString={translateString}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={disabled}
      onBlur={(id) => visibility.touch(id)}
      onError={() => visibility.revealAll()}
      onChange={(event) =>
        onChange(deriveValues(schema, props.uiSchema, formData, event.formData as FormValues))
      }
      onSubmit={(event) => onSubmit(event.formData as FormValues)}
    >
      {children}
    </MobileForm>
  );
}
