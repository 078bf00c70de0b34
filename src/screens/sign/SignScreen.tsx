import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { matchH5 } from '../../api';
import { useRemote } from '../../api/useRemote';
import { EventPage } from '../../navigation/EventPage';
import { appConfig } from '../../config/app';
import type { EventConfig } from '../../config/events';
import { committeeFlow, flowParams } from '../../../core/domain/committeeFlow';
import { ApplyType } from '../../../core/domain/enums';
import { isLive } from '../../../core/domain/order';
import { resumeRoute, signFormRoute } from '../../../core/domain/gateSequence';
import { isPriceReady } from '../../../core/domain/priceParams';
import type { Application } from '../../../core/generated/api';
import { passedGates } from '../../renderer/gates/progress';
import { readDraft } from './draft';
import { RegistrationOpen } from '../gates/RegistrationOpen';
import { FormUnavailable, PaidNotice } from './FormUnavailable';
import { SignForm } from './SignForm';
import { useCompiledForm } from './useCompiledForm';
import { useSignUp } from './useSignUp';
import { WaitingLine } from './WaitingLine';

type Existing =
  { status: 'loading' } | { status: 'none' } | { status: 'found'; application: Application };

/** The runner's live application for the event, if they already have one. */
function useExistingApplication(eventId: number): Existing {
  const list = useRemote(
    (signal) => matchH5.listsApplication({ matchEventID: eventId }, { signal }),
    [eventId],
  );
  if (list.status === 'loading') return list;
  // Without the list the form still works; the server refuses a second application.
  const live =
    list.status === 'ready'
      ? list.value.find(
          (application) => application.matchEventID === eventId && isLive(application.state),
        )
      : undefined;
  return live ? { status: 'found', application: live } : { status: 'none' };
}

function NewSignUp({ event }: { event: EventConfig }) {
  const { t } = useTranslation('form');
  const form = useCompiledForm(event.id);
  const existing = useExistingApplication(event.id);
  const passed = passedGates(event.id);
  const resume = resumeRoute(event.gates, passed, event.id);
  const onForm = resume === signFormRoute(event.id);
  const signUp = useSignUp(event, { join: onForm });
  if (!onForm) return <Navigate to={resume} replace />;

  if (existing.status === 'found') {
    const { application } = existing;
    // An unpaid application (a declined payment, say) opens with what the runner entered.
    if (application.paidAmount === null) {
      return <Navigate to={`/sign/${application.id}`} replace />;
    }
    return (
      <PaidNotice
        title={t('sign.registered.title')}
        text={t('sign.registered.text')}
        applicationId={application.id}
      />
    );
  }
  if (form.status !== 'ready') return <FormUnavailable state={form} />;
  if (existing.status === 'loading') return <FormUnavailable state={existing} />;
  return (
    <RegistrationOpen event={event}>
      <WaitingLine state={signUp.line} />
      <SignForm
        event={event}
        compiled={form.compiled}
        initialValues={readDraft(event.id) ?? {}}
        submitText={signUp.submitText(t('sign.submit'))}
        onSubmit={async (formValues, price) => {
          if (!isPriceReady(price)) throw new Error(t('sign.noPrice'));
          const application = await signUp.send(({ gatePass, applyTicket }) =>
            matchH5.apply({
              matchEventID: event.id,
              applyType: ApplyType.SINGLE,
              ticketDefIDs: [...price.ticketDefIDs],
              countryType: price.country,
              MBeansNum: price.MBeansNum,
              formValues,
              // The committee documents the runner accepted on the gates they passed.
              ...flowParams(committeeFlow(event.committee, passed)),
              // The server's pass for the quiz, for an event that has one.
              gatePass,
              applyTicket,
            }),
          );
          // The quiz's pass expired or is missing: back to the quiz; the draft keeps the form.
          if (!application) return resumeRoute(event.gates, passedGates(event.id), event.id);
          return `/pay/${application.id}`;
        }}
      />
    </RegistrationOpen>
  );
}

/**
 * A new sign-up: /sign/{eventid}/{issign} after the event's gates, or /sign for the event of the
 * `eventId` query (the default event without one). The runner must be logged in: the calls made
 * here send an expired session to the login page, and the draft brings the input back.
 */
export default function SignScreen() {
  const { eventid } = useParams();
  const [query] = useSearchParams();
  const id = Number(eventid ?? query.get('eventId') ?? appConfig.defaultEventId);
  return <EventPage id={id}>{(event) => <NewSignUp event={event} />}</EventPage>;
}
