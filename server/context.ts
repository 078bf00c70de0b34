import type { AppConfig } from '../core/config/appConfig';
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

/**
 * The limits in force: a value given only when it is a whole number of at least 1, so that an
 * unset or mistyped setting keeps the default instead of switching the limit off.
 */
export function smsLimitsFrom(given: Partial<Record<keyof SmsLimits, unknown>> = {}): SmsLimits {
  const limits = { ...DEFAULT_SMS_LIMITS };
  for (const key of Object.keys(limits) as (keyof SmsLimits)[]) {
    const value = given[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) limits[key] = value;
  }
  return limits;
}

/** Sends one text message; the reference server has no SMS gateway, see server/README.md. */
export type SmsSender = (phone: string, text: string) => Promise<void>;

/** What route handlers and services share for the life of one server. */
export interface AppContext {
  db: Db;
  catalog: Catalog;
  now: () => Date;
  production: boolean;
  /** The server's signing secret (the payment secret): gate passes are signed with it. */
  secret: string;
  log: FastifyBaseLogger;
  smsLimits: SmsLimits;
  sendSms: SmsSender;
  /** Last SMS code per phone, readable through the dev routes; null unless they are on. */
  devCodes: Map<string, { code: string; sentAt: Date }> | null;
  /** Null when payments are switched off (production without a provider). */
  payments: PaymentProvider | null;
  /** Stored provider work (refund requests): how long a new job waits, and a nudge to send it. */
  refundDelayMs: number;
  outbox: { wake(): void } | null;
  /** The code the pickup desk's staff page must send; null refuses every staff request. */
  pickupStaffCode: string | null;
  /** configs/app.json, read and validated once at start. */
  appConfig: AppConfig;
}
