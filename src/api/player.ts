import type {
  AppEditLinkmanInfo,
  CreateLinkmanInfo,
  DeleteLinkmanInfo,
  DetailLinkmanInfo,
  ListsLinkmanInfo,
  UpdateLinkmanInfo,
} from '../../core/generated/api';
import { apiA, area, type Endpoint } from './client';
import type { DecodedEndpoint } from './shared';

/** Base A `player/*`: the runner's saved contacts (linkmen), which can prefill the sign-up form. */

const player = area(apiA, 'player');

export const listsLinkmanInfo =
  player.get<Endpoint<void, ListsLinkmanInfo['response']>>('listsLinkmanInfo');
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
