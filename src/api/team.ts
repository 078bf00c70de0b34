import type {
  CreateTeam,
  GetUserTeam,
  ShareTeam,
  TeamLists,
  UpdateTeam,
} from '../../core/generated/api';
import { apiB, area, type CallOptions } from './client';
import { everyPage } from './pages';
import type { DecodedEndpoint } from './shared';

/** Base B `team/*`: teams a captain creates and runners join. */

const team = area(apiB, 'team');

export const share = team.get<ShareTeam>('share');
export const getUserTeam = team.get<GetUserTeam>('getUserTeam');
const teamPage = team.get<TeamLists>('lists');
/** The runner's teams (one race's with `matchEventID`), every page, the latest joined first. */
export const lists = async (
  params: Omit<TeamLists['request'], 'page' | 'pageSize'>,
  options?: CallOptions,
) => ({
  teams: await everyPage(async (page) => (await teamPage({ ...params, ...page }, options)).teams),
});
export const create = team.post<DecodedEndpoint<CreateTeam>>('create');
export const update = team.post<UpdateTeam>('update');
