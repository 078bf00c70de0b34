import { maskPhone } from '../../core/domain/mask';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../context';

/** Without an SMS gateway nothing is sent: the log says a code was issued, never to whom in full or which. */
export function logOnlySmsSender(log: FastifyBaseLogger): SmsSender {
  return async (phone) => {
    log.info({ phone: maskPhone(phone) }, 'SMS code issued');
  };
}

/**
 * For a person running the product on their own machine: each SMS on lines of its own on the
 * console, apart from the JSON log lines, so the login code is easy to spot.
 */
export function consoleSmsSender(
  write: (text: string) => void = (text) => process.stderr.write(text),
): SmsSender {
  return async (phone, text) => {
    write(`\n=== SMS to ${phone} ===\n${text}\n\n`);
  };
}
