import type {
  AppEditApplication,
  DetailApplicationFields,
  ExchangeRate,
  GetItemsInfo,
  ListPackageByType,
  ListSelectedPackage,
  ListsCommonweal,
  SelectCommonweal,
  SelectPackage,
  CancelReserve,
  GetRandomCNO,
  GetReserveInfo,
  RandNo,
  ReserveCollectDate,
  SearchNo as FindRaceNumber,
  SetCNO,
  CancelPremiumNumber,
  ApplicationPayStatus,
  Apply,
  CalcExpense,
  CancelApplication,
  CancelCandidate,
  DetailApplication,
  DetailApplicationV2,
  DetailFields,
  DetailSimple,
  DrawShareData,
  HasQualify,
  LastApplicationsByMatchKey,
  ListsApplication,
  ListsScore,
  ListsRefund,
  MatchConfig,
  MultiRolesApply,
  RefundApply,
  Search,
  RefundQuote,
  UpdateApplication,
  UserInfo,
} from '../../core/generated/api';
import { apiA, area, type CallOptions, type Endpoint } from './client';
import { everyPage } from './pages';
import type { DecodedEndpoint, EventParams, PageParams } from './shared';

/** Base A `matchH5/*`: events, applications and their orders. */

const matchH5 = area(apiA, 'matchH5');

export type DetailReportList = Endpoint<EventParams & PageParams>;
export type GetCommitteeDocConfig = Endpoint<EventParams>;

export const getMachConfigByMatchEventID = matchH5.get<MatchConfig>('getMachConfigByMatchEventID');
export const getReserveInfo = matchH5.get<GetReserveInfo>('getReserveInfo');
export const detailSimple = matchH5.get<DetailSimple>('detailSimple');
export const calcExpense = matchH5.get<DecodedEndpoint<CalcExpense>>('calcExpense');
export const detailFields = matchH5.get<DetailFields>('detailFields');
export const appEditApplication = matchH5.get<AppEditApplication>('appEditApplication');
export const detailApplication = matchH5.get<DetailApplication>('detailApplication');
export const detailApplicationV2 = matchH5.get<DetailApplicationV2>('detailApplicationv2');
export const detailApplicationFields =
  matchH5.get<DetailApplicationFields>('detailApplicationFields');
const applicationPage = matchH5.get<ListsApplication>('listsApplication');
/** The runner's applications (one race's with `matchEventID`), every page, newest first. */
export const listsApplication = (
  params: Omit<ListsApplication['request'], 'page' | 'pageSize'>,
  options?: CallOptions,
) => everyPage((page) => applicationPage({ ...params, ...page }, options));
export const drawShareData = matchH5.get<DrawShareData>('drawShareData');
export const listPackageByType = matchH5.get<ListPackageByType>('listPackageByType');
export const listSelectedPackage = matchH5.get<ListSelectedPackage>('listSelectedPackage');
export const exchangeRate = matchH5.get<ExchangeRate>('exchangeRate');
export const userInfo = matchH5.get<Endpoint<void, UserInfo['response']>>('userInfo');
export const search = matchH5.get<Search>('search');
/** Whether a wanted race number is free for the runner's paid registration. */
export const findRaceNumber = matchH5.get<FindRaceNumber>('searchNo');
export const randNo = matchH5.get<RandNo>('randNo');
export const getRandomCNO = matchH5.get<GetRandomCNO>('getRandomCNO');
export const lastApplicationsByMatchKey = matchH5.get<LastApplicationsByMatchKey>(
  'lastApplicationsByMatchKey',
);
export const listsCommonweal = matchH5.get<ListsCommonweal>('listsCommonweal');
const scorePage = matchH5.get<ListsScore>('listsScore');
/** The runner's own results, every page, newest race first. */
export const listsScore = async (
  params: Omit<ListsScore['request'], 'page' | 'pageSize'>,
  options?: CallOptions,
) => ({
  list: await everyPage(async (page) => (await scorePage({ ...params, ...page }, options)).list),
});
export const getItemsInfo = matchH5.get<GetItemsInfo>('getItemsInfo');
export const detailReportList = matchH5.get<DetailReportList>('detailReportList');
export const getApplicationPayStatus = matchH5.get<ApplicationPayStatus>('getApplicationPayStatus');
export const getCommitteeDocConfig = matchH5.get<GetCommitteeDocConfig>('getCommitteeDocConfig');
export const refundQuote = matchH5.get<RefundQuote>('refundQuote');
const refundPage = matchH5.get<ListsRefund>('listsRefund');
/** The runner's refund requests, every page, newest first. */
export const listsRefund = (_params: Record<string, never>, options?: CallOptions) =>
  everyPage((page) => refundPage(page, options));

export const cancelCandidate = matchH5.post<CancelCandidate>('cancelCandidate');
export const reserveCollectDate = matchH5.post<ReserveCollectDate>('reserveCollectDate');
export const cancelReserve = matchH5.post<CancelReserve>('cancelReserve');
export const apply = matchH5.post<DecodedEndpoint<Apply>>('apply');
export const updateApplication =
  matchH5.post<DecodedEndpoint<UpdateApplication>>('updateApplication');
export const cancelApplication = matchH5.post<CancelApplication>('cancelApplication');
export const selectCommonweal = matchH5.post<SelectCommonweal>('selectCommonweal');
/** Sets the order's add-on quantities (an extension of SPEC section 7). */
export const selectPackage = matchH5.post<SelectPackage>('selectPackage');
export const multiRolesApply = matchH5.post<MultiRolesApply>('multiRolesApply');
export const refundApply = matchH5.post<RefundApply>('refundApply');
export const hasQualify = matchH5.post<DecodedEndpoint<HasQualify>>('hasQualify');
export const setCNO = matchH5.post<SetCNO>('setCNO');
export const cancelPremiumNumber = matchH5.post<CancelPremiumNumber>('cancelPremiumNumber');
