import type {
  AppEditLinkmanInfo,
  CreateLinkmanInfo,
  DeleteLinkmanInfo,
  DetailLinkmanInfo,
  Linkman,
  ListsLinkmanInfo,
  UpdateLinkmanInfo,
} from '../../core/generated/api';
import { apiA, area, type CallOptions } from './client';
import { everyPage } from './pages';
import type { DecodedEndpoint } from './shared';

/** Base A `player/*`: the runner's saved contacts (linkmen), which can prefill the sign-up form. */

const player = area(apiA, 'player');
/** The largest page the server gives (schemas/api/player/listsLinkmanInfo.schema.json). */
const LINKMAN_PAGE_SIZE = 30;

const linkmanPage = player.get<ListsLinkmanInfo>('listsLinkmanInfo');

/** Every saved contact: pages of the largest size until all are read (one for most runners). */
export function listsLinkmanInfo(_params?: void, options?: CallOptions): Promise<Linkman[]> {
  return everyPage(async (page) => (await linkmanPage(page, options)).list, LINKMAN_PAGE_SIZE);
}
export const detailLinkmanInfo = player.get<DetailLinkmanInfo>('detailLinkmanInfo');
export const createLinkmanInfo =
  player.post<DecodedEndpoint<CreateLinkmanInfo>>('createLinkmanInfo');
export const updateLinkmanInfo =
  player.post<DecodedEndpoint<UpdateLinkmanInfo>>('updateLinkmanInfo');
/** Saves the runner's own details from the form they are editing. */
export const appEditLinkmanInfo =
  player.post<DecodedEndpoint<AppEditLinkmanInfo>>('appEditLinkmanInfo');
export const deleteLinkmanInfo =
  player.post<DecodedEndpoint<DeleteLinkmanInfo>>('deleteLinkmanInfo');
