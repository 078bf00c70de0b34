import type { EventHome } from '../../../config/events';
import { MatchEventStage } from '../../../../core/domain/enums';
import { eventStage } from '../../../../core/domain/stage';
import type { DetailSimpleResponse } from '../../../../core/generated/api';

/** The home namespace's sentence for each stage, with its dates (`opens`, `closes`). */
export const HINT_KEY: Record<MatchEventStage, string> = {
  [MatchEventStage.WAIT]: 'applyHint.wait',
  [MatchEventStage.ON]: 'applyHint.on',
  [MatchEventStage.FULL]: 'applyHint.full',
  [MatchEventStage.OVER]: 'applyHint.over',
  [MatchEventStage.FINISH]: 'applyHint.finish',
};

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

function configStage(event: EventHome): MatchEventStage {
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
 * Where the event's registration stands: as the server says (it knows the places left), else
 * from the config's dates.
 */
export function currentStage(event: EventHome, live: DetailSimpleResponse | undefined) {
  return (live && serverStage(live)) ?? configStage(event);
}
