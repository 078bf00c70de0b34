import { formOfRole } from '../../core/domain/team/roleForm';
import { roleText } from '../../core/form/roles';
import type { AppContext } from '../context';
import { pickText, type Lang } from '../i18n/index';
import { ownedApplicationAndEvent, ticketsAndNumber } from './applications';

/**
 * What the share card of one of the runner's registrations shows: the race, the runner's name,
 * the tickets and the race number once there is one. Someone else's registration answers 404.
 */
export async function shareCardData(
  ctx: AppContext,
  runnerId: number,
  applicationId: number,
  lang: Lang,
) {
  const { row, event } = await ownedApplicationAndEvent(ctx, runnerId, applicationId);
  const { tickets, raceNumber } = await ticketsAndNumber(ctx.db, row.id, lang);
  return {
    applicationID: row.id,
    matchEventID: row.event_id,
    matchName: pickText(row.event_name, lang),
    raceDate: event.raceDate,
    // A team member's values are of their role's form.
    name: roleText(formOfRole(event, row.role_id).schema, row.form_values, 'name'),
    tickets,
    raceNumber,
  };
}
