import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { player } from '../../api';
import { useRemote } from '../../api/useRemote';
import type { Linkman } from '../../../core/generated/api';
import type { FormValues } from '../../renderer/form';
import { ui } from '../../ui';

const ContactSheet = lazy(() => import('./ContactSheet'));

interface ContactsProps {
  values: FormValues;
  /** The event whose form the values fill; a saved contact is checked against it. */
  eventId: number;
  /** The field holding the runner's name, which names a saved contact. */
  nameField: string | undefined;
  /** Fields of this form; a contact saved from another race's form may have others. */
  fields: string[];
  onChoose: (values: FormValues) => void;
}

/**
 * The runner's saved contacts (linkmen): one can fill in the form, and the form can be saved as a
 * new one. Loading them needs a login, so an expired session goes to the login page from here.
 */
export function Contacts({ values, eventId, nameField, fields, onChoose }: ContactsProps) {
  const { t } = useTranslation('form');
  const stored = useRemote((signal) => player.listsLinkmanInfo(undefined, { signal }), []);
  // Saved from this form: offered at once, without asking for the list again.
  const [added, setAdded] = useState<Linkman[]>([]);
  // Without the list (not there yet, or failed) the form is filled in by hand.
  const linkmen = [...(stored.status === 'ready' ? stored.value : []), ...added];
  const [choosing, setChoosing] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);

  const save = async () => {
    const name = nameField === undefined ? undefined : values[nameField];
    if (typeof name !== 'string' || name.trim() === '') {
      ui.toast(t('sign.contacts.nameFirst'), { type: 'text' });
      return;
    }
    const saved = await player.createLinkmanInfo({
      name: name.trim(),
      matchEventID: eventId,
      formValues: values,
    });
    setAdded((list) => [...list, saved]);
    ui.toast(t('sign.contacts.saved'), { type: 'success' });
  };

  const choose = (linkman: Linkman) => {
    const known = Object.entries(linkman.formValues).filter(([key]) => fields.includes(key));
    onChoose({ ...values, ...Object.fromEntries(known) });
  };

  return (
    <div className="sign-contacts">
      <Button
        size="small"
        color="primary"
        fill="outline"
        disabled={linkmen.length === 0}
        onClick={() => {
          setSheetWanted(true);
          setChoosing(true);
        }}
      >
        {t('sign.contacts.fill')}
      </Button>
      <Button size="small" fill="none" onClick={() => void save().catch(() => undefined)}>
        {t('sign.contacts.save')}
      </Button>
      <Link to={`/linkman/${eventId}`}>{t('linkman.manage')}</Link>
      {sheetWanted && (
        <Suspense fallback={null}>
          <ContactSheet
            linkmen={linkmen}
            visible={choosing}
            onChoose={choose}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
