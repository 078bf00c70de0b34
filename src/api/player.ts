import { apiA, area, type Endpoint } from './client';
import type { FormValues } from './shared';

/** Base A `player/*`: the runner's saved contacts (linkmen), which can prefill the sign-up form. */

const player = area(apiA, 'player');

export interface Linkman {
  id: number;
  name: string;
  /** The runner's own details, as opposed to someone they sign up. */
  isSelf: boolean;
  formValues: FormValues;
  createdAt: string;
  updatedAt: string;
}

interface LinkmanParams {
  linkmanID: number;
}

interface SaveLinkmanParams {
  name: string;
  formValues: FormValues;
}

export type ListsLinkmanInfo = Endpoint<void, Linkman[]>;
export type DetailLinkmanInfo = Endpoint<LinkmanParams, Linkman>;
export type CreateLinkmanInfo = Endpoint<SaveLinkmanParams, Linkman>;
export type UpdateLinkmanInfo = Endpoint<LinkmanParams & SaveLinkmanParams, Linkman>;
/** Saves the runner's own details from the form they are editing. */
export type AppEditLinkmanInfo = Endpoint<SaveLinkmanParams, Linkman>;

export const listsLinkmanInfo = player.get<ListsLinkmanInfo>('listsLinkmanInfo');
export const detailLinkmanInfo = player.get<DetailLinkmanInfo>('detailLinkmanInfo');
export const createLinkmanInfo = player.post<CreateLinkmanInfo>('createLinkmanInfo');
export const updateLinkmanInfo = player.post<UpdateLinkmanInfo>('updateLinkmanInfo');
export const appEditLinkmanInfo = player.post<AppEditLinkmanInfo>('appEditLinkmanInfo');
