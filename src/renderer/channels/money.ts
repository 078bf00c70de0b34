import type { Currency } from '../../api/shared';
import { formatInCurrency } from '../../../core/domain/money';

/** An API amount (cents in `currency`) as the runner reads it: ¥260.00 or US$50.00. */
export function formatPrice(cents: number, currency: Currency): string {
  return formatInCurrency(cents, currency);
}
