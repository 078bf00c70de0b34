import type { ServerOptions } from './app';
import { databaseOptionsFromEnv } from './db/connect';

function number(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

/** Server options from environment variables (documented in server/README.md). */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  return {
    ...databaseOptionsFromEnv(env),
    production: env.NODE_ENV === 'production',
    devRoutes: env.DEV_ROUTES === '1',
    // On by default for a person running the product, off in production and in test servers.
    smsToConsole: env.SMS_TO_CONSOLE
      ? env.SMS_TO_CONSOLE === '1'
      : env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test',
    baseA: env.API_BASE_A || undefined,
    baseB: env.API_BASE_B || undefined,
    eventsDir: env.EVENTS_DIR || undefined,
    paymentSecret: env.PAYMENT_SECRET || undefined,
    pickupStaffCode: env.PICKUP_STAFF_CODE || undefined,
    sandboxPayments: env.SANDBOX_PAYMENTS ? env.SANDBOX_PAYMENTS === '1' : undefined,
    refundDelayMs: number(env.SANDBOX_REFUND_DELAY_MS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    logFile: env.LOG_FILE || undefined,
    smsLimits: {
      perPhonePerMinute: number(env.SMS_LIMIT_PHONE_MINUTE),
      perPhonePerHour: number(env.SMS_LIMIT_PHONE_HOUR),
      perIpPerMinute: number(env.SMS_LIMIT_IP_MINUTE),
      perIpPerHour: number(env.SMS_LIMIT_IP_HOUR),
    },
  };
}
