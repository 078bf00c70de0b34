import type { CreateTeam, GetUserTeam, ShareTeam, UpdateTeam } from '../../core/generated/api';
import { apiB, area, type Endpoint } from './client';
import type { DecodedEndpoint, EventParams, PageParams } from './shared';

/** Base B `team/*`: teams a captain creates and runners join. */

const team = area(apiB, 'team');

export type Lists = Endpoint<EventParams & PageParams>;

export const share = team.get<ShareTeam>('share');
export const getUserTeam = team.get<GetUserTeam>('getUserTeam');
export const lists = team.get<Lists>('lists');
export const create = team.post<DecodedEndpoint<CreateTeam>>('create');
export const update = team.post<UpdateTeam>('update');
