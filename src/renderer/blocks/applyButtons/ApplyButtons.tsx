import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localize } from '../../../config/localize';
import { nextRoute } from '../../../../core/domain/gateSequence';
import { applyAction } from '../../../../core/domain/stage';
import { page } from '../../../host/page';
import { formatDateTime } from '../../../i18n/format';
import type { BlockOf, BlockProps } from '../types';
import { currentStage, HINT_KEY } from './eventStage';
import { MyRegistration, useMyRegistration } from './MyRegistration';
import { MyTeams } from '../../team/MyTeams';
import { groupEventRoute } from '../../../config/routes/group';
import './applyButtons.css';

/**
 * The sign-up button (text and state from the stage and mode; it leads through the event's gate
 * pages to the form) and the outside jump when the event has one.
 */
export function ApplyButtons({ event, live }: BlockProps<BlockOf<'applyButtons'>>) {
  const { t, i18n } = useTranslation(['home', 'group']);
  const navigate = useNavigate();
  const stage = currentStage(event, live);
  const action = applyAction(stage, event.registration.mode);
  const { outside, registration } = event;
  const ownButton = !outside?.replacesSignUp;
  const mine = useMyRegistration(event.id);
  // A runner already registered is shown their registration, not sent through the gates again.
  if (ownButton && mine) return <MyRegistration application={mine} />;

  return (
    <section className="block-apply">
      {/* A race run in teams shows the runner's team, whose state the sign-up alone misses. */}
      {event.team && <MyTeams eventId={event.id} />}
      {ownButton && (
        <Button
          block
          size="large"
          shape="rounded"
          color="primary"
          disabled={!action.enabled}
          onClick={() => {
            const route = nextRoute(event.gates, null, event.id);
            if (route) navigate(route);
          }}
        >
          {t(`apply.${action.label}`)}
        </Button>
      )}
      {event.group?.enabled && (
        <Button
          block
          size="large"
          shape="rounded"
          color="primary"
          fill="outline"
          disabled={!action.enabled}
          onClick={() => navigate(groupEventRoute(event.id))}
        >
          {t('group:start')}
        </Button>
      )}
      {outside && (
        <Button
          block
          size="large"
          shape="rounded"
          color="primary"
          fill={ownButton ? 'outline' : 'solid'}
          onClick={() => page.assign(outside.url)}
        >
          <span className="block-apply__outside">
            {localize(outside.label, i18n.language)}
            <RightOutline />
          </span>
        </Button>
      )}
      {ownButton && (
        <p className="block-apply__hint">
          {t(HINT_KEY[stage], {
            opens: formatDateTime(registration.opens, i18n.language),
            closes: formatDateTime(registration.closes, i18n.language),
          })}
        </p>
      )}
    </section>
  );
}
