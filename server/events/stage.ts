import type { MatchEventStage } from '../../core/domain/enums';
import { eventStage } from '../../core/domain/stage';
import type { EventConfig } from './catalog';

/**
 * MatchEventStage of an event now: the rule the app uses too (core/domain/stage.ts), fed with the
 * places left. A lottery never fills at entry, so only a first-come race can be FULL.
 */
export function computeStage(event: EventConfig, remaining: number, now: Date): MatchEventStage {
  const { registration } = event;
  return eventStage({
    now,
    opens: new Date(registration.opens),
    closes: new Date(registration.closes),
    raceDate: new Date(event.raceDate),
    soldOut: registration.mode === 'first-come' && remaining <= 0,
    override: registration.stage ?? undefined,
  });
}
