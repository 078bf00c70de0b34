import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { detailSimple } from '../../api/matchH5';
import type { EventConfig } from '../../config/events';
import { formatDateTime } from '../../i18n/format';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { MatchEventStage } from '../../../core/domain/enums';
import { applyAction } from '../../../core/domain/stage';
import type { DetailSimpleResponse } from '../../../core/generated/api';
import { currentStage, HINT_KEY } from '../../renderer/blocks/applyButtons/eventStage';
import { PageLoading } from '../../ui/Loading';

/** The server's word on the event's stage and places; undefined while asked, null without it. */
export function useLiveEvent(eventId: number): DetailSimpleResponse | null | undefined {
  const [answer, setAnswer] = useState<{ eventId: number; live: DetailSimpleResponse | null }>();
  useEffect(() => {
    const controller = new AbortController();
    detailSimple({ matchEventID: eventId }, { signal: controller.signal }).then(
      (live) => setAnswer({ eventId, live }),
      // Without the server's word the config's dates decide; the server still refuses apply.
      () => !controller.signal.aborted && setAnswer({ eventId, live: null }),
    );
    return () => controller.abort();
  }, [eventId]);
  return answer?.eventId === eventId ? answer.live : undefined;
}

interface RegistrationOpenProps {
  event: EventConfig;
  /** The server's word when the page already has it (gate loaders). */
  live?: DetailSimpleResponse | null;
  children: ReactNode;
}

/** Why a race cannot be entered now: not open yet (and when it opens), full, closed or over. */
function Refused({ event, stage }: { event: EventConfig; stage: MatchEventStage }) {
  const { t, i18n } = useTranslation('home');
  const { label } = applyAction(stage, event.registration.mode);
  return (
    <ErrorScreen
      title={t(`apply.${label}`)}
      text={t(HINT_KEY[stage], {
        opens: formatDateTime(event.registration.opens, i18n.language),
        closes: formatDateTime(event.registration.closes, i18n.language),
      })}
    />
  );
}

function Decide({ event, live, children }: RegistrationOpenProps) {
  const stage = currentStage(event, live ?? undefined);
  if (stage !== MatchEventStage.ON) return <Refused event={event} stage={stage} />;
  return <>{children}</>;
}

function AskThenDecide({ event, children }: RegistrationOpenProps) {
  const live = useLiveEvent(event.id);
  if (live === undefined) return <PageLoading />;
  return (
    <Decide event={event} live={live}>
      {children}
    </Decide>
  );
}

/**
 * The way into a sign-up (a gate page, the form) only while the race takes entries: a deep link
 * into a race that is closed, full, over or not open yet shows why instead, and nothing is stored.
 */
export function RegistrationOpen({ event, live, children }: RegistrationOpenProps) {
  if (live !== undefined)
    return (
      <Decide event={event} live={live}>
        {children}
      </Decide>
    );
  return <AskThenDecide event={event}>{children}</AskThenDecide>;
}
