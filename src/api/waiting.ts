import type { WaitingJoin, WaitingStatus } from '../../core/generated/api';
import { apiA, area } from './client';

/** Base A `waiting/*`: a race's fair waiting room, joined from the sign-up form. */
const waiting = area(apiA, 'waiting');

export const join = waiting.post<WaitingJoin>('join');
export const status = waiting.get<WaitingStatus>('status');
