import { apiB, area, type Endpoint } from './client';
import type { ApplicationParams } from './shared';

/** Base B `runrecord/*`: the recorded race track of a result. */

export type GetTrack = Endpoint<ApplicationParams>;

export const getTrack = area(apiB, 'runrecord').get<GetTrack>('getTrack');
