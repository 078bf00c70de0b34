import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { withGatePass } from '../../renderer/gates/progress';
import { useWaitingRoom } from './useWaitingRoom';

/** What the server asks a sign-up to carry: the quiz's pass and the waiting room's ticket. */
export interface SignUpPasses {
  gatePass: string | undefined;
  applyTicket: string | undefined;
}

/**
 * The one way every form that takes places sends its sign-up: an individual's, a team role's
 * (creating or joining a team) and a group's. While the race's waiting room is active the runner
 * joins its line as the form opens (`join`: false while the page sends them to a gate first);
 * `line` is their place, shown above the form with `WaitingLine`, and `submitText` says that a
 * submit waits for their turn. `send` waits for admission, then sends with the apply ticket and
 * the quiz's pass; null when the server no longer takes the pass (see withGatePass), so the form
 * goes back to the quiz and the draft keeps what was entered.
 */
export function useSignUp(event: EventConfig, { join }: { join: boolean }) {
  const { t } = useTranslation('form');
  const { state, applyTicket } = useWaitingRoom(event, join);
  const waiting = state.phase === 'joining' || state.phase === 'waiting';

  const send = useCallback(
    async <T>(request: (passes: SignUpPasses) => Promise<T>): Promise<T | null> => {
      const ticket = await applyTicket();
      return withGatePass(event.id, (gatePass) => request({ gatePass, applyTicket: ticket }));
    },
    [applyTicket, event.id],
  );

  return {
    line: state,
    submitText: (text: string) => (waiting ? t('sign.waiting.submitWhenAdmitted') : text),
    send,
  };
}
