import type {
  AppListsApplicationV2,
  ListReserveDate,
  ListsMatch,
  MatchEventKV,
} from '../../core/generated/api';
import { apiA, apiB, area, type Endpoint } from './client';

/** `match/*`: event lists on base A, and the id of an event by key on base B. */

const matchA = area(apiA, 'match');
const matchB = area(apiB, 'match');

export type GetMatchID = Endpoint<{ mkey: string }, { matchEventID: number }>;

export const listReserveDate = matchA.get<ListReserveDate>('listReserveDate');
export const listsMatch = matchA.get<ListsMatch>('listsMatch');
export const getMatchEventKV =
  matchA.get<Endpoint<void, MatchEventKV['response']>>('getMatchEventKV');
export const appListsApplicationV2 = matchA.get<AppListsApplicationV2>('appListsApplicationV2');
export const getMatchID = matchB.get<GetMatchID>('getMatchID');
