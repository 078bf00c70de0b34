import type {
  AppListsApplicationV2,
  ListReserveDate,
  ListsMatch,
  MatchEventKV,
} from '../../core/generated/api';
import { apiA, apiB, area, type CallOptions, type Endpoint } from './client';
import { everyPage } from './pages';

/** `match/*`: event lists on base A, and the id of an event by key on base B. */

const matchA = area(apiA, 'match');
const matchB = area(apiB, 'match');

export type GetMatchID = Endpoint<{ mkey: string }, { matchEventID: number }>;

export const listReserveDate = matchA.get<ListReserveDate>('listReserveDate');
export const listsMatch = matchA.get<ListsMatch>('listsMatch');
export const getMatchEventKV =
  matchA.get<Endpoint<void, MatchEventKV['response']>>('getMatchEventKV');
export const appListsApplicationV2 = matchA.get<AppListsApplicationV2>('appListsApplicationV2');
/** The largest page of appListsApplicationV2 (its schema's `pageSize` maximum). */
const APPLICATION_PAGE_SIZE = 100;
/** The runner's applications (one race's with `matchEventID`), every page, newest first. */
export const everyApplication = (params: { matchEventID?: number }, options?: CallOptions) =>
  everyPage(
    async (page) => (await appListsApplicationV2({ ...params, ...page }, options)).list,
    APPLICATION_PAGE_SIZE,
  );
export const getMatchID = matchB.get<GetMatchID>('getMatchID');
