import { MatchEventStage } from './enums';

/** Config override of the computed stage, e.g. to close registration early. */
export type StageOverride = 'on' | 'wait' | 'full' | 'over' | 'finish';

const OVERRIDE_STAGE: Record<StageOverride, MatchEventStage> = {
  on: MatchEventStage.ON,
  wait: MatchEventStage.WAIT,
  full: MatchEventStage.FULL,
  over: MatchEventStage.OVER,
  finish: MatchEventStage.FINISH,
};

export interface StageInput {
  now: Date;
  opens: Date;
  closes: Date;
  raceDate: Date;
  soldOut: boolean;
  override?: StageOverride;
}

/**
 * Where an event's registration stands. An override wins; otherwise the race having started ends
 * everything, then the closing date, then the opening date, and only an open registration can be
 * sold out.
 */
export function eventStage({
  now,
  opens,
  closes,
  raceDate,
  soldOut,
  override,
}: StageInput): MatchEventStage {
  if (override !== undefined) return OVERRIDE_STAGE[override];
  const t = now.getTime();
  if (t >= raceDate.getTime()) return MatchEventStage.FINISH;
  if (t >= closes.getTime()) return MatchEventStage.OVER;
  if (t < opens.getTime()) return MatchEventStage.WAIT;
  return soldOut ? MatchEventStage.FULL : MatchEventStage.ON;
}

export type RegistrationMode = 'first-come' | 'lottery';

/** What the sign-up button says; the button maps it to a text of its own. */
export type ApplyLabel = 'apply' | 'enterLottery' | 'notOpenYet' | 'full' | 'closed' | 'finished';

export interface ApplyAction {
  enabled: boolean;
  label: ApplyLabel;
}

const CLOSED_LABEL: Record<Exclude<MatchEventStage, typeof MatchEventStage.ON>, ApplyLabel> = {
  [MatchEventStage.WAIT]: 'notOpenYet',
  [MatchEventStage.FULL]: 'full',
  [MatchEventStage.OVER]: 'closed',
  [MatchEventStage.FINISH]: 'finished',
};

/** The sign-up button for a stage: enabled only while registration is on. */
export function applyAction(stage: MatchEventStage, mode: RegistrationMode): ApplyAction {
  if (stage === MatchEventStage.ON) {
    return { enabled: true, label: mode === 'lottery' ? 'enterLottery' : 'apply' };
  }
  return { enabled: false, label: CLOSED_LABEL[stage] };
}
