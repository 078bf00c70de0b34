import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  replaceStringParameters,
  TranslatableString,
  type ErrorSchema,
  type UiSchema,
} from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { birthDateRange } from '../../../core/form/ageLimits';
import { normaliseValues } from '../../../core/form/normalise';
import type { FormEvent } from '../../../core/form/validate/formChecker';
import type { FormValues } from '../../../core/form/values';
import type { CompiledForm } from './compiled';
import type { FormRuntime, TypingReport } from './context';
import { ErrorVisibility } from './errorVisibility';
import { FormBoundary } from './FormBoundary';
import { localiseUiSchema } from './localise';
import { flushBeforeActions } from './pendingCommits';
import { MobileForm } from './theme';
import { loadPopups } from './widgets/lazyPopups';
import { createCustomValidate, createTransformErrors } from './validation/messages';

export interface EventFormProps {
  compiled: CompiledForm;
  /** The event's form config (uiSchema texts still in both languages) and race date. */
  event: FormEvent;
  formData: FormValues;
  /** Committed values (a field was left or a choice made), normalised, derived fields filled in. */
  onChange: (values: FormValues) => void;
  /** What the runner is typing, before it is committed. */
  typing?: TypingReport;
  /** Only called with values that passed every check. */
  onSubmit: (values: FormValues) => void;
  /** Messages the server gave to fields of a refused submission, shown on those fields. */
  extraErrors?: ErrorSchema;
  upload?: (file: File) => Promise<string>;
  disabled?: boolean;
  /** The submit area; the theme's submit button when absent. */
  children?: ReactNode;
  /** The page shown instead when the form fails while it renders (the screen's error page). */
  fallback?: ReactNode;
  /** Where the fields' ids start (`root` by default); each form of a page needs its own. */
  idPrefix?: string;
}

const STRING_NAMES = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, english]) => [english, name]),
);

/**
 * An event's sign-up form: the config's schema with the validators the build compiled for it,
 * the config's texts in the language shown, and validation when a field is left (in the task
 * after the next paint) and on submit (never per keystroke). Every committed change is
 * normalised as the server stores it.
 */
export function EventForm(props: EventFormProps) {
  const { compiled, event, formData, onChange, onSubmit, disabled, children } = props;
  const { schema, validateFns } = compiled;
  const { t, i18n } = useTranslation();
  const validator = useMemo(
    () => createPrecompiledValidator(validateFns, schema),
    [validateFns, schema],
  );
  const uiSchema = useMemo(
    () => localiseUiSchema(event.form.uiSchema as UiSchema, i18n.language),
    [event.form.uiSchema, i18n.language],
  );
  const messages = useMemo(
    () => ({ event, t, language: i18n.language }),
    [event, t, i18n.language],
  );
  const customValidate = useMemo(() => createCustomValidate(messages), [messages]);
  const transformErrors = useMemo(() => createTransformErrors(messages), [messages]);
  const translateString = useMemo(
    () => (english: TranslatableString, params?: string[]) =>
      replaceStringParameters(
        t(`form:rjsf.${STRING_NAMES.get(english) ?? ''}`, { defaultValue: english }),
        params,
      ),
    [t],
  );

  const [visibility] = useState(() => new ErrorVisibility());
  // The server's messages are about a submission, so every field shows its own at once.
  useEffect(() => {
    if (props.extraErrors && Object.keys(props.extraErrors).length > 0) visibility.revealAll();
  }, [props.extraErrors, visibility]);
  // A field left commits after the next paint, unless something acts on the values first.
  useEffect(() => flushBeforeActions(), []);
  // Pickers and the uploader come as their own chunk, fetched once the form is on screen.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1));
    idle(() => void loadPopups());
  }, []);
  // Widgets get a context that never changes, so memoised fields do not re-render for it.
  const callbacks = useRef({ typing: props.typing, upload: props.upload });
  useLayoutEffect(() => {
    callbacks.current = { typing: props.typing, upload: props.upload };
  });
  const { ageLimits } = event.form;
  const { raceDate } = event;
  const formContext = useMemo<FormRuntime>(
    () => ({
      typing: {
        type: (path, value) => callbacks.current.typing?.type(path, value),
        settle: (path) => callbacks.current.typing?.settle(path),
      },
      upload: (file) =>
        callbacks.current.upload?.(file) ?? Promise.reject(new Error('Uploads are unavailable')),
      errorVisibility: visibility,
      birthDates: birthDateRange(ageLimits, raceDate),
    }),
    [visibility, ageLimits, raceDate],
  );

  return (
    <FormBoundary fallback={props.fallback ?? null}>
      <MobileForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        customValidate={customValidate}
        transformErrors={transformErrors}
        translateString={translateString}
        extraErrors={props.extraErrors}
        idPrefix={props.idPrefix}
        liveValidate="onBlur"
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={disabled}
        onBlur={(id) => visibility.touch(id)}
        onError={() => visibility.revealAll()}
        onChange={(change) =>
          onChange(normaliseValues(event.form, change.formData as FormValues, formData))
        }
        onSubmit={(submitted) =>
          onSubmit(normaliseValues(event.form, submitted.formData as FormValues, formData))
        }
      >
        {children}
      </MobileForm>
    </FormBoundary>
  );
}
