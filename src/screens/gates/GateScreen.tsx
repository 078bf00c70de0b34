import { Button, DotLoading, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EventPage } from '../../app/EventPage';
import { usePageTitle } from '../../app/shellContext';
import type { EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import {
  eventHomeRoute,
  isGateReachable,
  nextRoute,
  resumeRoute,
} from '../../../core/domain/gateSequence';
import { EMPTY_INPUT, gateEntry, type GateInput, type Refusal } from '../../renderer/gates';
import { GateHtml } from '../../renderer/gates/GateHtml';
import { markGatePassed, passedGates } from '../../renderer/gates/progress';
import { RefusalNote } from '../../renderer/gates/RefusalNote';
import '../../renderer/gates/gates.css';
import { StatePage } from '../../ui/StatePage';
import { useCommitteeDocument, type CommitteeDocumentState } from './useCommitteeDocument';

/** The committee document read with the gate, or where it has got to. */
function CommitteeSection({ state }: { state: CommitteeDocumentState }) {
  const { t } = useTranslation('flow');
  if (state.status === 'none') return null;
  return (
    <section
      className="gate__committee"
      aria-label={t('gates.committee')}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'ready' && (
        <>
          <h2>{state.document.title}</h2>
          <GateHtml html={state.document.body} />
        </>
      )}
      {state.status === 'loading' && <DotLoading color="primary" />}
      {state.status === 'error' && (
        <p>
          {t('gates.committeeFailed')}{' '}
          <Button size="mini" fill="outline" onClick={state.retry}>
            {t('gates.retry')}
          </Button>
        </p>
      )}
    </section>
  );
}

function Gate({ event, type }: { event: EventConfig; type: string }) {
  const { t } = useTranslation('flow');
  const localize = useLocalize();
  const navigate = useNavigate();
  const [input, setInput] = useState<GateInput>(EMPTY_INPUT);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const index = event.gates.findIndex((g) => g.type === type);
  const config = event.gates[index];
  const document = useCommitteeDocument(event, type);
  usePageTitle(config ? localize(config.title) : undefined);

  if (!config) {
    return (
      <StatePage icon="?" title={t('gates.notFound')} text={localize(event.name)}>
        <Button color="primary" onClick={() => navigate(eventHomeRoute(event.id))}>
          {t('gates.toEvent')}
        </Button>
      </StatePage>
    );
  }
  if (!isGateReachable(event.gates, type, passedGates(event.id))) {
    return <Navigate to={resumeRoute(event.gates, passedGates(event.id), event.id)} replace />;
  }

  const entry = gateEntry(config);
  const next = () => {
    // The runner accepts the committee document with the gate, so it must have been shown.
    const unread = document.status === 'loading' || document.status === 'error';
    const why: Refusal | null =
      entry.refuse(config, input) ?? (unread ? { key: 'gates.refuse.document' } : null);
    setRefusal(why);
    if (why) return;
    markGatePassed(event.id, type);
    const route = nextRoute(event.gates, type, event.id);
    if (route) navigate(route);
  };

  return (
    <article className="gate">
      <header className="gate__head">
        <p className="gate__step">
          {t('gates.progress', { current: index + 1, total: event.gates.length })}
        </p>
        <ProgressBar percent={((index + 1) / event.gates.length) * 100} />
        <h1 className="gate__title">{localize(config.title)}</h1>
      </header>
      <section className="gate__body">
        <entry.component
          config={config}
          input={input}
          onInput={(value) => {
            setInput(value);
            setRefusal(null);
          }}
        >
          <CommitteeSection state={document} />
        </entry.component>
      </section>
      <footer className="gate__foot">
        <RefusalNote refusal={refusal} />
        <Button block color="primary" size="large" shape="rounded" onClick={next}>
          {t('gates.next')}
        </Button>
      </footer>
    </article>
  );
}

/**
 * Every gate page (/statement, /answer …): the gate of the route's type in the event of the
 * `eventId` query, passed in the order the event lists its gates.
 */
export default function GateScreen() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const type = pathname.replace(/^\//, '');
  const eventId = Number(query.get('eventId'));
  return (
    <EventPage id={eventId}>{(event) => <Gate key={type} event={event} type={type} />}</EventPage>
  );
}
