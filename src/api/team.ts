import type {
  CreateTeam,
  GetUserTeam,
  ShareTeam,
  TeamLists,
  UpdateTeam,
} from '../../core/generated/api';
import { apiB, area } from './client';
import type { DecodedEndpoint } from './shared';

/** Base B `team/*`: teams a captain creates and runners join. */

const team = area(apiB, 'team');

export const share = team.get<ShareTeam>('share');
export const getUserTeam = team.get<GetUserTeam>('getUserTeam');
export const lists = team.get<TeamLists>('lists');
export const create = team.post<DecodedEndpoint<CreateTeam>>('create');
export const update = team.post<UpdateTeam>('update');
