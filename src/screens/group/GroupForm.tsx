import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { produce, type Draft } from 'immer';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import type { FieldError } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import {
  EventForm,
  fieldNames,
  fieldWithRole,
  normaliseValues,
  refusedErrorSchema,
  stillRefused,
  type CompiledForm,
  type FormValues,
  type TypingReport,
} from '../../renderer/form';
import { Contacts } from '../sign/Contacts';
import { clearDraft, createDraftWriter, readDraft, typingUnder } from '../sign/draft';
import { FormUnavailable } from '../sign/FormUnavailable';
import { uploadPhoto } from '../sign/SignForm';
import { refusalsByPerson } from './refusals';
import '../sign/sign.css';
import './group.css';

/** A form that failed while it rendered is tried again with the page. */
const reload = () => window.location.reload();

interface Person {
  /** Stays with the person when one before them is removed. */
  key: number;
  values: FormValues;
  /** The person's form passed every check since it last changed. */
  checked: boolean;
  /** Fields the server refused, shown on this person's card until they change. */
  refused: FieldError[];
  failure: string | null;
}

const sameValues = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

const personOf = (values: FormValues, key: number): Person => ({
  key,
  values,
  checked: false,
  refused: [],
  failure: null,
});

/** The people of an unsent group kept on this device, as many as the race allows. */
export function groupDraftOf(event: EventConfig, max: number): FormValues[] {
  const members = readDraft(event.id, 'groupDraft')?.members;
  if (!Array.isArray(members)) return [];
  return members
    .filter((values): values is FormValues => typeof values === 'object' && values !== null)
    .slice(0, max);
}

interface PersonCardProps {
  index: number;
  person: Person;
  event: EventConfig;
  compiled: CompiledForm;
  removable: boolean;
  disabled: boolean;
  onChange: (values: FormValues) => void;
  typing?: TypingReport;
  onChecked: (values: FormValues) => void;
  onRemove: () => void;
}

/** One person: the race's own sign-up form with its widgets, checks and saved contacts. */
function PersonCard({ index, person, event, compiled, ...props }: PersonCardProps) {
  const { t } = useTranslation('group');
  const extraErrors = useMemo(() => refusedErrorSchema(person.refused), [person.refused]);
  const fields = useMemo(() => fieldNames(compiled.schema), [compiled.schema]);
  const title = t('form.person', { number: index + 1 });
  return (
    <section className="group-person" aria-label={title}>
      <header className="group-person__head">
        <h3 className="group-person__title">{title}</h3>
        {person.checked && <Tag color="success">{t('form.checked')}</Tag>}
        {props.removable && (
          <Button size="mini" fill="outline" shape="rounded" onClick={props.onRemove}>
            {t('form.remove', { number: index + 1 })}
          </Button>
        )}
      </header>
      <Contacts
        values={person.values}
        nameField={fieldWithRole(compiled.schema, 'name')?.name}
        fields={fields}
        eventId={event.id}
        onChoose={(chosen) => props.onChange(normaliseValues(event.form, chosen, person.values))}
      />
      <EventForm
        compiled={compiled}
        event={event}
        formData={person.values}
        extraErrors={extraErrors}
        idPrefix={`person${person.key}`}
        fallback={<FormUnavailable state={{ status: 'error', retry: reload }} />}
        onChange={props.onChange}
        typing={props.typing}
        onSubmit={props.onChecked}
        upload={uploadPhoto}
        disabled={props.disabled}
      >
        {person.failure && (
          <p className="sign__failure" role="alert">
            {person.failure}
          </p>
        )}
        <Button type="submit" block shape="rounded" color="primary" fill="outline">
          {t('form.check', { number: index + 1 })}
        </Button>
      </EventForm>
    </section>
  );
}

export interface GroupFormProps {
  event: EventConfig;
  compiled: CompiledForm;
  /** The people to start with; the form shows at least the race's fewest. */
  initial: FormValues[];
  /** A new group keeps its people on the device until it is saved. */
  keepDraft: boolean;
  submitText: (count: number) => string;
  /** Saves the people and resolves to the page to go to next; a refusal keeps the form. */
  onSubmit: (members: FormValues[]) => Promise<string>;
}

/**
 * The people of a group on one page, each with the race's form. Each person is checked on their
 * own card, so a bad field holds up only that person; the group is sent once everyone passes, and
 * a refusal of the server about one person goes back to their card.
 */
export function GroupForm({ event, compiled, initial, keepDraft, ...props }: GroupFormProps) {
  const { t } = useTranslation(['group', 'form']);
  const navigate = useNavigate();
  const { minMembers: min, maxMembers: max } = event.group ?? { minMembers: 1, maxMembers: 1 };
  const start = [
    ...initial,
    ...Array.from({ length: Math.max(0, min - initial.length) }, () => ({})),
  ];
  const [people, setPeople] = useState(() => start.map(personOf));
  // The people as last changed: a form reports a change and its submission in one go.
  const latest = useRef(people);
  const nextKey = useRef(start.length);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [draft] = useState(() =>
    keepDraft ? createDraftWriter(event.id, { members: start }, 'groupDraft') : null,
  );
  useEffect(() => () => draft?.flush(), [draft]);

  const commit = (next: Person[]) => {
    latest.current = next;
    setPeople(next);
    setFailure(null);
    draft?.commit({ members: next.map((person) => person.values) });
  };
  /** Commits the people after `change` edits them in place (on a copy). */
  const edit = (change: (people: Draft<Person>[]) => void) =>
    commit(produce(latest.current, change));
  const update = (index: number, change: (person: Draft<Person>) => void) =>
    edit((people) => change(people[index]));

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      const next = await props.onSubmit(latest.current.map((person) => person.values));
      draft?.dispose();
      if (keepDraft) clearDraft(event.id, 'groupDraft');
      navigate(next);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : t('form:sign.failed');
      const byPerson = error instanceof ApiError ? refusalsByPerson(error.fields) : new Map();
      if (byPerson.size === 0) setFailure(message);
      else {
        edit((people) =>
          byPerson.forEach((refused, i) => {
            // A refusal may name a person no longer on the form.
            if (people[i]) Object.assign(people[i], { checked: false, refused, failure: message });
          }),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const allChecked = people.every((person) => person.checked);
  return (
    <div className="group-form">
      <p className="group-form__intro">{t('form.intro', { min, max })}</p>
      {people.map((person, index) => (
        <PersonCard
          key={person.key}
          index={index}
          person={person}
          event={event}
          compiled={compiled}
          removable={people.length > min}
          disabled={submitting}
          onChange={(values) =>
            update(index, (p) => {
              // A form also reports the values it was just checked with; only a change unchecks.
              if (sameValues(p.values, values)) return;
              p.refused = stillRefused(p.refused, p.values, values);
              Object.assign(p, { values, checked: false, failure: null });
            })
          }
          typing={draft ? typingUnder(draft, ['members', index]) : undefined}
          onChecked={(values) =>
            update(index, (p) => {
              Object.assign(p, { values, checked: true, failure: null });
            })
          }
          onRemove={() => edit((list) => void list.splice(index, 1))}
        />
      ))}
      <footer className="group-form__footer">
        {people.length < max && (
          <Button
            block
            shape="rounded"
            onClick={() => edit((list) => void list.push(personOf({}, nextKey.current++)))}
          >
            {t('form.add')}
          </Button>
        )}
        {!allChecked && <p className="group-form__hint">{t('form.checkEveryone')}</p>}
        {failure && (
          <p className="sign__failure" role="alert">
            {failure}
          </p>
        )}
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={!allChecked}
          loading={submitting}
          onClick={() => void submit()}
        >
          {props.submitText(people.length)}
        </Button>
      </footer>
    </div>
  );
}
