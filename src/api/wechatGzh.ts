import { apiB, area, type Endpoint } from './client';

/** Base B `wechatGzh/*`: images chosen in the messaging app, moved to the app's storage. */

export type MoveWxFileToMala = Endpoint<{ mediaId: string }, { url: string }>;

export const moveWxFileToMala = area(apiB, 'wechatGzh').post<MoveWxFileToMala>('moveWxFileToMala');
