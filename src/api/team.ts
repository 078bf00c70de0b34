import { apiB, area, type Endpoint } from './client';
import type { EventParams, PageParams } from './shared';

/** Base B `team/*`: teams a leader creates and runners join. */

const team = area(apiB, 'team');

type TeamParams = { teamID: number };

export interface SaveTeamParams extends EventParams {
  name: string;
  /** How many runners the leader wants in the team. */
  size?: number;
}

export type Share = Endpoint<TeamParams>;
export type GetUserTeam = Endpoint<EventParams>;
export type Lists = Endpoint<EventParams & PageParams>;
export type Create = Endpoint<SaveTeamParams, TeamParams>;
export type Update = Endpoint<TeamParams & Partial<SaveTeamParams>>;

export const share = team.get<Share>('share');
export const getUserTeam = team.get<GetUserTeam>('getUserTeam');
export const lists = team.get<Lists>('lists');
export const create = team.post<Create>('create');
export const update = team.post<Update>('update');
