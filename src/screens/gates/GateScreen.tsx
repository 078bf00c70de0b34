import { Button, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import type { Remote } from '../../api/useRemote';
import type { EventConfig } from '../../config/events';
import { useLocalize } from '../../config/localize';
import { useRouteHandle } from '../../navigation/routeHandle';
import { useEventScope, usePageTitle } from '../../navigation/shell';
import {
  eventHomeRoute,
  gateExit,
  isGateReachable,
  nextRoute,
  resumeRoute,
} from '../../../core/domain/gateSequence';
import {
  EMPTY_INPUT,
  gateEntry,
  type GateInput,
  type GateType,
  type Refusal,
} from '../../renderer/gates';
import { GateHtml } from '../../renderer/gates/GateHtml';
import { markGatePassed, passedGates } from '../../renderer/gates/progress';
import { RefusalNote } from '../../renderer/gates/RefusalNote';
import { PageLoading } from '../../ui/Loading';
import { StatePage } from '../../ui/StatePage';
import type { CommitteeDocument } from '../../../core/generated/api';
import { useCommitteeDocument } from './committeeDocument';
import type { GateData } from './loader';
import { RegistrationOpen } from './RegistrationOpen';
import { FaqLink } from '../faq/FaqLink';

type DocumentState = Remote<CommitteeDocument | null>;

/** The committee document read with the gate, or where it has got to. */
function CommitteeSection({ state }: { state: DocumentState }) {
  const { t } = useTranslation('flow');
  if (state.status === 'ready' && !state.value) return null;
  return (
    <section
      className="gate__committee"
      aria-label={t('gates.committee')}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'ready' && state.value && (
        <>
          <h2>{state.value.title}</h2>
          <GateHtml html={state.value.body} />
        </>
      )}
      {state.status === 'failed' && (
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

function Gate({
  event,
  type,
  document,
}: {
  event: EventConfig;
  type: GateType;
  document: DocumentState;
}) {
  const { t } = useTranslation('flow');
  const localize = useLocalize();
  const navigate = useNavigate();
  const [input, setInput] = useState<GateInput>(EMPTY_INPUT);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  // The form the gates lead to when it is not the individual one (a team role's, a group's).
  const then = gateExit(useSearchParams()[0].get('then'));
  const index = event.gates.findIndex((g) => g.type === type);
  const config = event.gates[index];
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
    return (
      <Navigate to={resumeRoute(event.gates, passedGates(event.id), event.id, then)} replace />
    );
  }

  const entry = gateEntry(config);
  const next = async () => {
    // The runner accepts the committee document with the gate, so it must have been shown.
    const unread = document.status !== 'ready';
    let why: Refusal | null =
      entry.refuse(config, input) ?? (unread ? { key: 'gates.refuse.document' } : null);
    if (!why && entry.check) {
      setChecking(true);
      why = await entry.check(event.id, input).finally(() => setChecking(false));
    }
    setRefusal(why);
    if (why) return;
    markGatePassed(event.id, type);
    const route = nextRoute(event.gates, type, event.id, then);
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
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={checking}
          onClick={() => void next()}
        >
          {t('gates.next')}
        </Button>
        <FaqLink event={event} page={type} />
      </footer>
    </article>
  );
}

/**
 * Every gate page (/statement, /answer …): the gate of the route's type (its route handle says
 * which) in the event of the `eventId` query, passed in the order the event lists its gates.
 */
export default function GateScreen() {
  const { event } = useLoaderData() as GateData;
  const type = useRouteHandle().gate;
  useEventScope(event);
  if (!type) throw new Error('A gate page is routed without its gate type');
  return (
    <RegistrationOpen event={event}>
      <GateWithDocument key={type} event={event} type={type} />
    </RegistrationOpen>
  );
}

/** The gate once its committee document has come (or failed): the runner accepts it with the gate. */
function GateWithDocument({ event, type }: { event: EventConfig; type: GateType }) {
  const document = useCommitteeDocument(event, type);
  // Set during render, as React allows for state derived from what is rendered: a retry later
  // keeps the page and shows the section busy.
  const [arrived, setArrived] = useState(false);
  if (!arrived && document.status !== 'loading') setArrived(true);
  if (!arrived && document.status === 'loading') return <PageLoading />;
  return <Gate event={event} type={type} document={document} />;
}
