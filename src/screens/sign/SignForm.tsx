import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { oss } from '../../api';
import { ApiError } from '../../api/client';
import type { FieldError } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import { formatMoney } from '../../../core/domain/money';
import { priceParamsOf, type PriceParams } from '../../../core/domain/priceParams';
import {
  EventForm,
  fieldNames,
  fieldWithRole,
  normaliseValues,
  refusedErrorSchema,
  stillRefused,
  type CompiledForm,
  type FormValues,
} from '../../renderer/form';
import { Contacts } from './Contacts';
import { createDraftWriter } from './draft';
import { FormUnavailable } from './FormUnavailable';
import { refusedFields } from './refusedFields';
import { usePrice } from './usePrice';
import './sign.css';
import { FaqLink } from '../faq/FaqLink';

/** A form that failed while it rendered is tried again with the page. */
const reload = () => window.location.reload();

/** Photos go to storage under this tag (oss/upload accepts poster and esign). */
const PHOTO_TAG = 'poster';

function extension(file: File): string {
  return /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? file.type.split('/')[1] ?? 'jpg';
}

export async function uploadPhoto(file: File): Promise<string> {
  const { url } = await oss.upload({ file, tag: PHOTO_TAG, fileType: extension(file) });
  return url;
}

export interface SignFormProps {
  event: EventConfig;
  compiled: CompiledForm;
  initialValues: FormValues;
  submitText: string;
  /**
   * Sends the checked values and resolves to the page to go to next; a rejection keeps the form
   * as it is, with the message shown.
   */
  onSubmit: (values: FormValues, price: PriceParams) => Promise<string>;
}

/**
 * The sign-up form of an event with everything around it: saved contacts, the price in the
 * runner's currency, the draft and the submission with its outcome.
 *
 * The draft of the race holds the runner's latest input, from a new sign-up or an edit, until the
 * order is paid (the order pages clear it then): after a declined payment the runner may cancel
 * and sign up again, and finds the form as they left it.
 */
export function SignForm({ event, compiled, initialValues, ...props }: SignFormProps) {
  const { t } = useTranslation('form');
  const navigate = useNavigate();
  const { schema } = compiled;
  const [values, setValues] = useState(initialValues);
  const [failure, setFailure] = useState<string | null>(null);
  // Fields the server refused; each message goes once the runner changes that field.
  const [refused, setRefused] = useState<FieldError[]>([]);
  const extraErrors = useMemo(() => refusedErrorSchema(refused), [refused]);
  const [submitting, setSubmitting] = useState(false);
  const [draft] = useState(() => createDraftWriter(event.id, initialValues));
  useEffect(() => () => draft.flush(), [draft]);

  const priceParams = priceParamsOf(event, schema, values);
  const price = usePrice(priceParams);
  const fields = useMemo(() => fieldNames(schema), [schema]);

  const change = (next: FormValues) => {
    setValues(next);
    setFailure(null);
    setRefused((shown) => stillRefused(shown, values, next));
    draft.commit(next);
  };

  const submit = async (checked: FormValues) => {
    draft.commit(checked);
    setSubmitting(true);
    setFailure(null);
    try {
      const next = await props.onSubmit(checked, priceParamsOf(event, schema, checked));
      draft.dispose();
      navigate(next);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('sign.failed'));
      if (error instanceof ApiError) setRefused(refusedFields(error, schema));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="sign">
      <Contacts
        values={values}
        nameField={fieldWithRole(schema, 'name')?.name}
        fields={fields}
        eventId={event.id}
        onChoose={(chosen) => change(normaliseValues(event.form, chosen, values))}
      />
      <EventForm
        compiled={compiled}
        event={event}
        formData={values}
        extraErrors={extraErrors}
        fallback={<FormUnavailable state={{ status: 'error', retry: reload }} />}
        onChange={change}
        typing={draft}
        onSubmit={(checked) => void submit(checked)}
        upload={uploadPhoto}
        disabled={submitting}
      >
        <footer className="sign__footer">
          <p className="sign__price" aria-live="polite">
            {price.expense === undefined || price.country === undefined ? (
              t('sign.priceHint')
            ) : (
              <>
                {t('sign.price')}{' '}
                <strong className="sign__amount">
                  {formatMoney(price.expense, price.country)}
                </strong>
                {price.discounted !== undefined && (
                  <span className="sign__discount">
                    {t('sign.discounted')}{' '}
                    <strong>{formatMoney(price.discounted, price.country)}</strong>
                  </span>
                )}
              </>
            )}
          </p>
          {failure && (
            <p className="sign__failure" role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" block color="primary" size="large" loading={submitting}>
            {props.submitText}
          </Button>
        </footer>
      </EventForm>
      <FaqLink event={event} page="form" />
    </div>
  );
}
