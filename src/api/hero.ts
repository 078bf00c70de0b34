import type { HeroGet, HeroListReportMatch, HeroThumbsUp } from '../../core/generated/api';
import { apiB, area } from './client';

/** Base B `hero/*`: a race's runner stories and reports, and the runner's thumbs-up on them. */

const hero = area(apiB, 'hero');

export const get = hero.get<HeroGet>('get');
export const listReportMatch = hero.get<HeroListReportMatch>('listReportMatch');
export const thumbsUp = hero.post<HeroThumbsUp>('thumbsUp');
