import { useTranslation } from 'react-i18next';
import type { WaitingState } from './useWaitingRoom';
import './sign.css';

/**
 * The runner's place in the race's waiting room above the form, read out as it changes; nothing
 * when the race has no active room.
 */
export function WaitingLine({ state }: { state: WaitingState }) {
  const { t } = useTranslation('form');
  if (state.phase === 'none') return null;
  return (
    <p className="sign__waiting" role="status" aria-live="polite">
      {state.phase === 'joining' && t('sign.waiting.joining')}
      {state.phase === 'waiting' &&
        t('sign.waiting.line', {
          inLine: state.inLine,
          minutes: Math.max(1, Math.ceil(state.waitSeconds / 60)),
        })}
      {state.phase === 'admitted' && t('sign.waiting.admitted')}
    </p>
  );
}
