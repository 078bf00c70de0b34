import { apiA, area, type Endpoint } from './client';
import type { FormValues } from './shared';

/** Base A `player/*`: the runner's saved contacts (linkmen), which can prefill the sign-up form. */

const player = area(apiA, 'player');

export interface Linkman {
  linkmanID: number;
  name: string;
  isSelf: boolean;
  values: FormValues;
}

interface LinkmanParams {
  linkmanID: number;
}

interface SaveLinkmanParams {
  name: string;
  values: FormValues;
  isSelf?: boolean;
}

export type ListsLinkmanInfo = Endpoint<void, Linkman[]>;
export type DetailLinkmanInfo = Endpoint<LinkmanParams, Linkman>;
export type CreateLinkmanInfo = Endpoint<SaveLinkmanParams, LinkmanParams>;
export type UpdateLinkmanInfo = Endpoint<LinkmanParams & SaveLinkmanParams>;
/** Saves the runner's own details from the form they are editing. */
export type AppEditLinkmanInfo = Endpoint<SaveLinkmanParams>;

export const listsLinkmanInfo = player.get<ListsLinkmanInfo>('listsLinkmanInfo');
export const detailLinkmanInfo = player.get<DetailLinkmanInfo>('detailLinkmanInfo');
export const createLinkmanInfo = player.post<CreateLinkmanInfo>('createLinkmanInfo');
export const updateLinkmanInfo = player.post<UpdateLinkmanInfo>('updateLinkmanInfo');
export const appEditLinkmanInfo = player.post<AppEditLinkmanInfo>('appEditLinkmanInfo');
