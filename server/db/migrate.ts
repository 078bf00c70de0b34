import { Migrator, type Migration } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as committeeFlow from './migrations/0002_committee_flow';
import * as orderMoney from './migrations/0003_order_money';
import * as security from './migrations/0004_security';
import * as pickupNumbers from './migrations/0007_pickup_numbers';
import type { Db } from './types';

/** Every migration, in order. New ones are added at the end and never edited once shipped. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_committee_flow': committeeFlow,
  '0003_order_money': orderMoney,
  '0004_security': security,
  '0007_pickup_numbers': pickupNumbers,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
