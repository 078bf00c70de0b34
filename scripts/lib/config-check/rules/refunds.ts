import { eachEvent, type Rule } from '../context.ts';
import { field, isObject, isWholeNumber, objectItems } from '../json.ts';
import { pointerOf } from '../problem.ts';

function moment(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function ticketIdsOf(event: unknown): number[] {
  return objectItems(field(event, 'tickets'))
    .map(([ticket]) => ticket.id)
    .filter(isWholeNumber);
}

/**
 * Refund windows end in order and before the race, name the race's own tickets and charge a fee
 * in every currency the race sells in; a withdrawal closes before the race and defers only to
 * another race's own ticket.
 */
export const refundPolicies: Rule = eachEvent((event, add, { events }) => {
  const raceDate = moment(field(event.value, 'raceDate'));
  const refund = field(event.value, 'refund');
  const ownTickets = ticketIdsOf(event.value);

  let previous: number | undefined;
  for (const [window, index] of objectItems(field(refund, 'windows'))) {
    const until = moment(window.until);
    if (until === undefined) continue;
    if (previous !== undefined && until <= previous) {
      add(
        pointerOf('refund', 'windows', index, 'until'),
        `window ${index + 1} ends (${String(window.until)}) no later than the window before it; list the windows in the order they end`,
      );
    }
    if (raceDate !== undefined && until > raceDate) {
      add(
        pointerOf('refund', 'windows', index, 'until'),
        `the window ends (${String(window.until)}) after the race starts (${String(field(event.value, 'raceDate'))}); refunds must close before the race`,
      );
    }
    previous = until;
  }
  const refundTickets = field(refund, 'tickets');
  if (Array.isArray(refundTickets)) {
    refundTickets.forEach((id, index) => {
      if (!isWholeNumber(id) || ownTickets.includes(id)) return;
      add(
        pointerOf('refund', 'tickets', index),
        `ticket ${id} is not a ticket of this event; its tickets are: ${ownTickets.join(', ')}`,
      );
    });
  }
  const sellsForeign = objectItems(field(event.value, 'tickets')).some(([ticket]) =>
    isObject(ticket.price) ? ticket.price.foreign !== undefined : false,
  );
  const fee = field(refund, 'handlingFee');
  if (isObject(fee) && sellsForeign && fee.foreign === undefined) {
    add(
      '/refund/handlingFee',
      'the race sells tickets in US dollars, so the handling fee needs a "foreign" amount in US cents too',
    );
  }

  const withdrawal = field(event.value, 'withdrawal');
  const closes = moment(field(withdrawal, 'closes'));
  if (closes !== undefined && raceDate !== undefined && closes > raceDate) {
    add(
      '/withdrawal/closes',
      `withdrawal closes (${String(field(withdrawal, 'closes'))}) after the race starts (${String(field(event.value, 'raceDate'))}); it must close before the race`,
    );
  }
  const deferTo = field(withdrawal, 'deferTo');
  if (isObject(deferTo) && isWholeNumber(deferTo.eventId)) {
    const next = events.find((other) => field(other.value, 'id') === deferTo.eventId);
    if (deferTo.eventId === field(event.value, 'id')) {
      add(
        '/withdrawal/deferTo/eventId',
        'a runner cannot be deferred to the same race; name the next edition',
      );
    } else if (!next) {
      add(
        '/withdrawal/deferTo/eventId',
        `event ${deferTo.eventId} does not exist; name the id of the next edition's event config`,
      );
    } else if (
      isWholeNumber(deferTo.ticketId) &&
      !ticketIdsOf(next.value).includes(deferTo.ticketId)
    ) {
      add(
        '/withdrawal/deferTo/ticketId',
        `ticket ${deferTo.ticketId} is not a ticket of event ${deferTo.eventId}; its tickets are: ${ticketIdsOf(next.value).join(', ')}`,
      );
    }
  }
});
