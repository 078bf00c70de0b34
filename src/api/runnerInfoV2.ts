import { apiB, area, type Endpoint } from './client';
import type { ApplicationParams } from './shared';

/** Base B `runnerInfoV2/*`: a runner's details within an application. */

export type Detail = Endpoint<ApplicationParams>;

export const detail = area(apiB, 'runnerInfoV2').get<Detail>('detail');
