import { apiB, area, type Endpoint } from './client';
import type { EventParams, PageParams } from './shared';

/**
 * Base B `hero/*`: the hero and report lists with thumbs-up. Both lists decorate a page whose
 * content comes from elsewhere, so their failures leave them empty instead of raising a toast.
 */

const hero = area(apiB, 'hero');

export type Get = Endpoint<EventParams & PageParams, unknown[]>;
export type ListReportMatch = Endpoint<PageParams | void, unknown[]>;
export type ThumbsUp = Endpoint<{ heroID: number }>;

export const get = hero.get<Get>('get', { fallback: [] });
export const listReportMatch = hero.get<ListReportMatch>('listReportMatch', { fallback: [] });
export const thumbsUp = hero.post<ThumbsUp>('thumbsUp');
