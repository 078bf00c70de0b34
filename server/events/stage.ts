import type { EventConfig, StageName } from './catalog';
import { Stage, type StageValue } from './enums';

const BY_NAME: Record<StageName, StageValue> = {
  on: Stage.ON,
  wait: Stage.WAIT,
  full: Stage.FULL,
  over: Stage.OVER,
  finish: Stage.FINISH,
};

/**
 * MatchEventStage from the clock: before opens WAIT, while open ON (FULL once a first-come race
 * has no places left; a lottery never fills at entry), after closes OVER, after the race FINISH.
 * A stage written in the config wins.
 */
export function computeStage(event: EventConfig, remaining: number, now: Date): StageValue {
  const { registration } = event;
  if (registration.stage) return BY_NAME[registration.stage];
  if (now >= event.raceDate) return Stage.FINISH;
  if (now >= registration.closes) return Stage.OVER;
  if (now < registration.opens) return Stage.WAIT;
  if (registration.mode === 'first-come' && remaining <= 0) return Stage.FULL;
  return Stage.ON;
}
