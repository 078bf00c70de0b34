import { useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { player } from '../../api';
import { ApiError } from '../../api/client';
import type { FieldError, Linkman } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import {
  EventForm,
  fieldNames,
  fieldWithRole,
  refusedErrorSchema,
  stillRefused,
  type FormValues,
} from '../../renderer/form';
import { ui } from '../../ui';
import { FormUnavailable } from '../sign/FormUnavailable';
import { refusedFields } from '../sign/refusedFields';
import { useCompiledForm } from '../sign/useCompiledForm';

interface LinkmanFormProps {
  event: EventConfig;
  /** The contact to change; a new one when absent. */
  linkman?: Linkman;
  onDone: () => void;
  onCancel: () => void;
}

/** A contact in the event's form: it is named after the form's name field, as when saved there. */
export function LinkmanForm({ event, linkman, onDone, onCancel }: LinkmanFormProps) {
  const { t } = useTranslation('form');
  const form = useCompiledForm(event.id);
  const schema = form.status === 'ready' ? form.compiled.schema : undefined;
  const fields = useMemo(() => (schema ? fieldNames(schema) : []), [schema]);
  const [values, setValues] = useState<FormValues>(linkman?.formValues ?? {});
  const [refused, setRefused] = useState<FieldError[]>([]);
  const extraErrors = useMemo(() => refusedErrorSchema(refused), [refused]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  const nameField = fieldWithRole(form.compiled.schema, 'name')?.name;

  const save = async (entered: FormValues) => {
    const name = nameField === undefined ? linkman?.name : entered[nameField];
    if (typeof name !== 'string' || name.trim() === '') {
      setFailure(t('sign.contacts.nameFirst'));
      return;
    }
    // A contact saved from another race's form may hold fields this form does not have.
    const formValues = Object.fromEntries(
      Object.entries(entered).filter(([key]) => fields.includes(key)),
    );
    setSaving(true);
    setFailure(null);
    try {
      const input = { name: name.trim(), matchEventID: event.id, formValues };
      if (linkman) await player.updateLinkmanInfo({ ...input, linkmanID: linkman.id });
      else await player.createLinkmanInfo(input);
      ui.toast(t('linkman.saved', { name: input.name }), { type: 'success' });
      onDone();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('sign.failed'));
      if (error instanceof ApiError) setRefused(refusedFields(error, form.compiled.schema));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="linkman">
      <EventForm
        compiled={form.compiled}
        event={event}
        formData={values}
        extraErrors={extraErrors}
        onChange={(next) => {
          setRefused((shown) => stillRefused(shown, values, next));
          setValues(next);
          setFailure(null);
        }}
        // A contact may be partial (it fills a form later), so saving does not wait for every
        // required field: the server checks the fields that are there and names any it refuses.
        onSubmit={(checked) => void save(checked)}
        disabled={saving}
      >
        {failure && (
          <p className="linkman__failure" role="alert">
            {failure}
          </p>
        )}
        <Button block color="primary" loading={saving} onClick={() => void save(values)}>
          {t('linkman.save')}
        </Button>
        <Button block fill="none" onClick={onCancel}>
          {t('linkman.cancel')}
        </Button>
      </EventForm>
    </div>
  );
}
