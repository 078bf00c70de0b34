import { apiB, area, type Endpoint } from './client';
import type { ApplicationParams } from './shared';

/** Base B `withdraw/*`: withdrawing from a race. */

export type Apply = Endpoint<ApplicationParams & { reason?: string }>;

export const apply = area(apiB, 'withdraw').post<Apply>('apply');
