import { Migrator, type Migration } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as committeeFlow from './migrations/0002_committee_flow';
import * as orderMoney from './migrations/0003_order_money';
import * as security from './migrations/0004_security';
import * as teams from './migrations/0005_teams';
import * as refundRequests from './migrations/0006_refund_requests';
import * as pickupNumbers from './migrations/0007_pickup_numbers';
import * as results from './migrations/0008_results';
import * as lookupAndThumbs from './migrations/0009_lookup_and_thumbs';
import * as resultTracks from './migrations/0011_result_tracks';
import * as groups from './migrations/0012_groups';
import * as orderExtras from './migrations/0013_order_extras';
import * as lotteryWaitingOrder from './migrations/0014_lottery_waiting_order';
import * as attempts from './migrations/0016_attempts';
import * as heldPlaces from './migrations/0018_held_places';
import * as applicationLanguage from './migrations/0019_application_language';
import * as ticketPlaces from './migrations/0020_ticket_places';
import * as waitingRoom from './migrations/0021_waiting_room';
import * as premiumNumbers from './migrations/0023_premium_numbers';
import * as teamMemberRegistrations from './migrations/0025_team_member_registrations';
import * as waitingLine from './migrations/0026_waiting_line';
import * as orderNumbers from './migrations/0027_order_numbers';
import * as applicationRunnerEvent from './migrations/0028_application_runner_event';
import type { Db } from './types';

/** Every migration, in order. New ones are added at the end and never edited once shipped. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_committee_flow': committeeFlow,
  '0003_order_money': orderMoney,
  '0004_security': security,
  '0005_teams': teams,
  '0006_refund_requests': refundRequests,
  '0007_pickup_numbers': pickupNumbers,
  '0008_results': results,
  '0009_lookup_and_thumbs': lookupAndThumbs,
  '0011_result_tracks': resultTracks,
  '0012_groups': groups,
  '0013_order_extras': orderExtras,
  '0014_lottery_waiting_order': lotteryWaitingOrder,
  '0016_attempts': attempts,
  '0018_held_places': heldPlaces,
  '0019_application_language': applicationLanguage,
  '0020_ticket_places': ticketPlaces,
  '0021_waiting_room': waitingRoom,
  '0023_premium_numbers': premiumNumbers,
  '0025_team_member_registrations': teamMemberRegistrations,
  '0026_waiting_line': waitingLine,
  '0027_order_numbers': orderNumbers,
  '0028_application_runner_event': applicationRunnerEvent,
};

export async function migrateToLatest(db: Db): Promise<void> {
  await migrateTo(db);
}

/** Runs the migrations up to the one named (all when none is), as a test of a migration needs. */
export async function migrateTo(db: Db, name?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await (name ? migrator.migrateTo(name) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
