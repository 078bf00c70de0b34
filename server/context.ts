import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/types';
import type { Catalog } from './events/catalog';
import type { PaymentProvider } from './payments/provider';

export interface SmsLimits {
  perPhonePerMinute: number;
  perPhonePerHour: number;
  perIpPerMinute: number;
  perIpPerHour: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = {
  perPhonePerMinute: 1,
  perPhonePerHour: 10,
  perIpPerMinute: 20,
  perIpPerHour: 200,
};

/** Sends one text message; the reference server has no SMS gateway, see server/README.md. */
export type SmsSender = (phone: string, text: string) => Promise<void>;

/** What route handlers and services share for the life of one server. */
export interface AppContext {
  db: Db;
  catalog: Catalog;
  now: () => Date;
  production: boolean;
  log: FastifyBaseLogger;
  smsLimits: SmsLimits;
  sendSms: SmsSender;
  /** Last SMS code per phone, readable through the dev routes; null in production. */
  devCodes: Map<string, { code: string; sentAt: Date }> | null;
  /** Null when payments are switched off (production without a provider). */
  payments: PaymentProvider | null;
}
