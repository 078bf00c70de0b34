import type {
  BankSportDecrypt,
  BankSportLoginPackage,
  BankSportOrder,
} from '../../core/generated/api';
import { apiB, area } from './client';

/** Base B `bocSport/*`: the bank partner's sports packages. */

const bocSport = area(apiB, 'bocSport');

export const order = bocSport.get<BankSportOrder>('order');
export const loginPackage = bocSport.post<BankSportLoginPackage>('loginPackage');
/** The bank's signed message; the only call with a JSON body. */
export const decrypt = bocSport.postJson<BankSportDecrypt>('decrypt');
