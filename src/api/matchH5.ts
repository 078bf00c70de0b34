import { apiA, area, type Endpoint } from './client';
import type {
  Application,
  ApplicationParams,
  ApplyType,
  Currency,
  EventParams,
  FormValues,
  PageParams,
  PayState,
  PayStatus,
  PriceParams,
} from './shared';

/** Base A `matchH5/*`: events, applications and their orders. */

const matchH5 = area(apiA, 'matchH5');

/** A price in cents: RMB for mainland entrants, USD for foreign ones. */
export interface Expense {
  items: { ticketDefID: number; name: string; price: number }[];
  originalExpense: number;
  /** What the spent beans took off. */
  discount: number;
  beansUsed: number;
  expense: number;
  currency: Currency;
}

export interface ApplyParams extends PriceParams {
  applyType: ApplyType;
  formValues: FormValues;
  roleID?: number;
}

/** What the order page may offer for an application, and how it can be paid here. */
export interface ApplicationWithActions {
  application: Application;
  actions: { canPay: boolean; canCancel: boolean; canEdit: boolean; canRefund: boolean };
  payment: { channels: { type: string }[]; webMessagingPay: boolean };
}

export interface PayStatusResult {
  applicationID: number;
  payStatus: PayStatus;
  payState: PayState;
  refundStatus: number;
  paidAt: string | null;
  payDeadline: string | null;
}

export interface SearchParams extends EventParams {
  /** Which identifier `keyword` is, as chosen on the search page. */
  queryType: string;
  keyword: string;
  captchaId: string;
  captchaCode: string;
}

export interface ScoreParams {
  matchID: number;
  idCard: string;
}

type EditParams = ApplicationParams & { formValues: FormValues };

export type GetMachConfigByMatchEventID = Endpoint<EventParams>;
export type GetReserveInfo = Endpoint<ApplicationParams>;
export type DetailSimple = Endpoint<EventParams>;
export type CalcExpense = Endpoint<PriceParams, Expense>;
export type DetailFields = Endpoint<EventParams & { applyType?: ApplyType; roleID?: number }>;
export type AppEditApplication = Endpoint<ApplicationParams>;
export type DetailApplication = Endpoint<ApplicationParams, Application>;
/** Chooses the payment channels for the app-source header (a mini-program pays in its host). */
export type DetailApplicationV2 = Endpoint<ApplicationParams, ApplicationWithActions>;
export type DetailApplicationFields = Endpoint<ApplicationParams>;
export type ListsApplication = Endpoint<Partial<EventParams> | void, Application[]>;
export type DrawShareData = Endpoint<ApplicationParams>;
export type ListPackageByType = Endpoint<EventParams & { type: string }>;
export type ListSelectedPackage = Endpoint<ApplicationParams>;
export type ExchangeRate = Endpoint;
export type UserInfo = Endpoint;
export type Search = Endpoint<SearchParams>;
export type SearchNo = Endpoint<SearchParams>;
export type RandNo = Endpoint<EventParams>;
export type GetRandomCNO = Endpoint<EventParams>;
export type LastApplicationsByMatchKey = Endpoint<{ matchKey: string }>;
export type ListsCommonweal = Endpoint<EventParams>;
export type ListsScore = Endpoint<ScoreParams>;
export type GetItemsInfo = Endpoint<EventParams>;
export type DetailReportList = Endpoint<EventParams & PageParams>;
export type GetApplicationPayStatus = Endpoint<ApplicationParams, PayStatusResult>;
export type GetCommitteeDocConfig = Endpoint<EventParams>;

export type CancelCandidate = Endpoint<ApplicationParams>;
export type ReserveCollectDate = Endpoint<ApplicationParams & { date: string }>;
export type Apply = Endpoint<ApplyParams, Application>;
export type UpdateApplication = Endpoint<EditParams, Application>;
export type CancelApplication = Endpoint<ApplicationParams, Application>;
export type SelectCommonweal = Endpoint<ApplicationParams & { commonwealID: number }>;
export type MultiRolesApply = Endpoint<
  Omit<ApplyParams, 'formValues' | 'roleID'> & {
    roles: { roleID: number; formValues: FormValues }[];
  },
  Application
>;
export type RefundApply = Endpoint<ApplicationParams & { reason?: string }, Application>;
export type HasQualify = Endpoint<EventParams & { formValues: FormValues }>;
/** `cno`: three capital letters and four digits (the optionalCNO rule). */
export type SetCNO = Endpoint<ApplicationParams & { cno: string }>;

export const getMachConfigByMatchEventID = matchH5.get<GetMachConfigByMatchEventID>(
  'getMachConfigByMatchEventID',
);
export const getReserveInfo = matchH5.get<GetReserveInfo>('getReserveInfo');
export const detailSimple = matchH5.get<DetailSimple>('detailSimple');
export const calcExpense = matchH5.get<CalcExpense>('calcExpense');
export const detailFields = matchH5.get<DetailFields>('detailFields');
export const appEditApplication = matchH5.get<AppEditApplication>('appEditApplication');
export const detailApplication = matchH5.get<DetailApplication>('detailApplication');
export const detailApplicationV2 = matchH5.get<DetailApplicationV2>('detailApplicationv2');
export const detailApplicationFields =
  matchH5.get<DetailApplicationFields>('detailApplicationFields');
export const listsApplication = matchH5.get<ListsApplication>('listsApplication');
export const drawShareData = matchH5.get<DrawShareData>('drawShareData');
export const listPackageByType = matchH5.get<ListPackageByType>('listPackageByType');
export const listSelectedPackage = matchH5.get<ListSelectedPackage>('listSelectedPackage');
export const exchangeRate = matchH5.get<ExchangeRate>('exchangeRate');
export const userInfo = matchH5.get<UserInfo>('userInfo');
export const search = matchH5.get<Search>('search');
export const searchNo = matchH5.get<SearchNo>('searchNo');
export const randNo = matchH5.get<RandNo>('randNo');
export const getRandomCNO = matchH5.get<GetRandomCNO>('getRandomCNO');
export const lastApplicationsByMatchKey = matchH5.get<LastApplicationsByMatchKey>(
  'lastApplicationsByMatchKey',
);
export const listsCommonweal = matchH5.get<ListsCommonweal>('listsCommonweal');
export const listsScore = matchH5.get<ListsScore>('listsScore');
export const getItemsInfo = matchH5.get<GetItemsInfo>('getItemsInfo');
export const detailReportList = matchH5.get<DetailReportList>('detailReportList');
export const getApplicationPayStatus =
  matchH5.get<GetApplicationPayStatus>('getApplicationPayStatus');
export const getCommitteeDocConfig = matchH5.get<GetCommitteeDocConfig>('getCommitteeDocConfig');

export const cancelCandidate = matchH5.post<CancelCandidate>('cancelCandidate');
export const reserveCollectDate = matchH5.post<ReserveCollectDate>('reserveCollectDate');
export const apply = matchH5.post<Apply>('apply');
export const updateApplication = matchH5.post<UpdateApplication>('updateApplication');
export const cancelApplication = matchH5.post<CancelApplication>('cancelApplication');
export const selectCommonweal = matchH5.post<SelectCommonweal>('selectCommonweal');
export const multiRolesApply = matchH5.post<MultiRolesApply>('multiRolesApply');
export const refundApply = matchH5.post<RefundApply>('refundApply');
export const hasQualify = matchH5.post<HasQualify>('hasQualify');
export const setCNO = matchH5.post<SetCNO>('setCNO');
