import { useEffect, useState } from 'react';
import { detailSimple } from '../../../api/matchH5';
import type { EventConfig } from '../../../config/events';
import { MatchEventStage } from '../../../../core/domain/enums';
import { eventStage } from '../../../../core/domain/stage';
import type { DetailSimpleResponse } from '../../../../core/generated/api';

const STAGES = new Set<number>(Object.values(MatchEventStage));

function isStage(value: unknown): value is MatchEventStage {
  return typeof value === 'number' && STAGES.has(value);
}

/** The stage the server reports; an open event with no places left is full. */
function serverStage(answer: DetailSimpleResponse): MatchEventStage | undefined {
  if (!isStage(answer.matchEventStage)) return undefined;
  if (answer.matchEventStage === MatchEventStage.ON && answer.remaining === 0) {
    return MatchEventStage.FULL;
  }
  return answer.matchEventStage;
}

function configStage(event: EventConfig): MatchEventStage {
  const { registration } = event;
  return eventStage({
    now: new Date(),
    opens: new Date(registration.opens),
    closes: new Date(registration.closes),
    raceDate: new Date(event.raceDate),
    soldOut: false,
    override: registration.stage,
  });
}

/**
 * Where the event's registration stands: from the config's dates at once, then from the server
 * (which knows the places left) as soon as it answers.
 */
export function useEventStage(event: EventConfig): MatchEventStage {
  const [fromServer, setFromServer] = useState<{ id: number; stage: MatchEventStage }>();

  useEffect(() => {
    const controller = new AbortController();
    detailSimple({ matchEventID: event.id }, { signal: controller.signal }).then(
      (answer) => {
        const stage = serverStage(answer);
        if (stage !== undefined) setFromServer({ id: event.id, stage });
      },
      // The API client has told the runner; the config's stage stands meanwhile.
      () => undefined,
    );
    return () => controller.abort();
  }, [event.id]);

  return fromServer?.id === event.id ? fromServer.stage : configStage(event);
}
