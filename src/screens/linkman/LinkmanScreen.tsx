import { useState } from 'react';
import { Button, Empty, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { player } from '../../api';
import type { Linkman } from '../../../core/generated/api';
import type { EventConfig } from '../../config/events';
import { EventPage } from '../../navigation/EventPage';
import { ui } from '../../ui';
import { LoadState } from '../team/LoadState';
import { useRemote } from '../../api/useRemote';
import { LinkmanForm } from './LinkmanForm';
import './linkman.css';

/** Which contact the form is open for: a new one, or one of the list. */
type Editing = { linkman?: Linkman } | null;

function Contacts({
  event,
  linkmen,
  reload,
}: {
  event: EventConfig;
  linkmen: Linkman[];
  reload: () => void;
}) {
  const { t } = useTranslation('form');
  const [editing, setEditing] = useState<Editing>(null);

  const remove = async (linkman: Linkman) => {
    const confirmed = await ui.dialog.confirm({
      title: t('linkman.deleteTitle'),
      content: t('linkman.deleteText', { name: linkman.name }),
      confirmText: t('linkman.delete'),
      cancelText: t('linkman.keep'),
    });
    if (!confirmed) return;
    await player.deleteLinkmanInfo({ linkmanID: linkman.id });
    ui.toast(t('linkman.deleted', { name: linkman.name }), { type: 'success' });
    reload();
  };

  if (editing) {
    return (
      <LinkmanForm
        event={event}
        linkman={editing.linkman}
        onDone={() => {
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="linkman">
      {linkmen.length === 0 ? (
        <Empty description={t('linkman.none')} />
      ) : (
        <List>
          {linkmen.map((linkman) => (
            <List.Item
              key={linkman.id}
              extra={
                <span className="linkman__actions">
                  <Button size="mini" fill="outline" onClick={() => setEditing({ linkman })}>
                    {t('linkman.edit')}
                  </Button>
                  <Button
                    size="mini"
                    color="danger"
                    fill="outline"
                    onClick={() => void remove(linkman).catch(() => undefined)}
                  >
                    {t('linkman.delete')}
                  </Button>
                </span>
              }
            >
              {linkman.name} {linkman.isSelf && <Tag color="primary">{t('linkman.self')}</Tag>}
            </List.Item>
          ))}
        </List>
      )}
      <Button block color="primary" className="linkman__add" onClick={() => setEditing({})}>
        {t('linkman.add')}
      </Button>
    </div>
  );
}

/**
 * /linkman/{eventId}: the runner's saved contacts, which prefill any sign-up form; a contact is
 * added or changed with the form of this event, so what is saved fits it.
 */
export default function LinkmanScreen() {
  const eventId = Number(useParams().id);
  const loaded = useRemote((signal) => player.listsLinkmanInfo(undefined, { signal }), []);
  return (
    <EventPage id={eventId}>
      {(event) => (
        <LoadState loaded={loaded}>
          {(linkmen, reload) => <Contacts event={event} linkmen={linkmen} reload={reload} />}
        </LoadState>
      )}
    </EventPage>
  );
}
