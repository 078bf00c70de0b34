import type { WithdrawApply, WithdrawQuote } from '../../core/generated/api';
import { apiB, area } from './client';

/** Base B `withdraw/*`: giving a paid place back (SPEC "apply for withdrawal"). */

const withdrawArea = area(apiB, 'withdraw');

export const quote = withdrawArea.get<WithdrawQuote>('quote');
export const apply = withdrawArea.post<WithdrawApply>('apply');
