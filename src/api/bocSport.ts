import { apiB, area, type Endpoint } from './client';

/** Base B `bocSport/*`: the bank partner's sports packages. */

const bocSport = area(apiB, 'bocSport');

export type Order = Endpoint<{ orderNo: string }>;
export type LoginPackage = Endpoint<{ packageID: number }>;
/** The bank's encrypted payload; the only call with a JSON body. */
export type Decrypt = Endpoint<{ data: string }>;

export const order = bocSport.get<Order>('order');
export const loginPackage = bocSport.post<LoginPackage>('loginPackage');
export const decrypt = bocSport.postJson<Decrypt>('decrypt');
