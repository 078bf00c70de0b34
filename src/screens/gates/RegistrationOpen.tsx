import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventConfig } from '../../config/events';
import { formatDateTime } from '../../i18n/format';
import { ErrorScreen } from '../../navigation/ErrorScreen';
import { MatchEventStage } from '../../../core/domain/enums';
import { applyAction } from '../../../core/domain/stage';
import { currentStage, HINT_KEY } from '../../renderer/blocks/applyButtons/eventStage';
import { PageLoading } from '../../ui/Loading';
import { useLiveEvent } from '../index/liveEvent';

interface RegistrationOpenProps {
  event: EventConfig;
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

/**
 * The way into a sign-up (a gate page, the form) only while the race takes entries: a deep link
 * into a race that is closed, full, over or not open yet shows why instead, and nothing is stored.
 * A gate page's loader has already asked the server; the form asks here.
 */
export function RegistrationOpen({ event, children }: RegistrationOpenProps) {
  const live = useLiveEvent(event.id);
  if (live === undefined) return <PageLoading />;
  const stage = currentStage(event, live ?? undefined);
  if (stage !== MatchEventStage.ON) return <Refused event={event} stage={stage} />;
  return <>{children}</>;
}
