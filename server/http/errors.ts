import type { FieldError } from '../../core/generated/api';
import type { Lang, MessageKey } from '../i18n/index';

/**
 * Every error the API answers with: HTTP status and sub_code. The message text lives in the
 * catalogues under `error.<kind>`. Sub-codes are the status followed by two digits; 40501 is left
 * out on purpose because the client reads it as "busy, wait" (SPEC section 8).
 */
export const ERRORS = {
  badParameter: [400, 40001],
  malformedBody: [400, 40002],
  invalidJson: [400, 40003],
  invalidForm: [400, 40004],
  invalidReturnUrl: [400, 40005],
  invalidPhone: [400, 40006],
  captchaWrong: [400, 40010],
  smsCodeWrong: [400, 40011],
  smsCodeExpired: [400, 40012],
  badSignature: [400, 40020],
  amountMismatch: [400, 40021],
  unsupportedTicket: [400, 40030],
  unsupportedApplyType: [400, 40031],
  unsupportedFile: [400, 40032],
  unsupportedCommitteeDocument: [400, 40033],
  priceIncomplete: [400, 40034],
  currencyMismatch: [400, 40035],
  currencyNotSold: [400, 40036],
  inviteInvalid: [400, 40037],
  refundReasonRequired: [400, 40040],
  refundDocumentRequired: [400, 40041],
  invalidProxy: [400, 40043],
  proxyNotAllowed: [400, 40044],
  numberNotAllowed: [400, 40045],
  groupMemberInvalid: [400, 40050],
  groupTooSmall: [400, 40051],
  groupTooLarge: [400, 40052],
  groupMemberRepeated: [400, 40053],
  notLoggedIn: [401, 40101],
  tokenInvalid: [401, 40102],
  gateNotPassed: [403, 40301],
  notCaptain: [403, 40302],
  staffCodeWrong: [403, 40320],
  staffScanningOff: [403, 40321],
  routeNotFound: [404, 40401],
  eventNotFound: [404, 40402],
  applicationNotFound: [404, 40403],
  linkmanNotFound: [404, 40404],
  tradeNotFound: [404, 40405],
  fieldsNotFound: [404, 40406],
  fileNotFound: [404, 40407],
  committeeDocumentNotFound: [404, 40408],
  heroItemNotFound: [404, 40409],
  teamNotFound: [404, 40410],
  pickupNotOffered: [404, 40412],
  slotNotFound: [404, 40413],
  pickupNotReserved: [404, 40414],
  numbersNotOffered: [404, 40415],
  packNotFound: [404, 40420],
  numberOrderNotFound: [404, 40421],
  partnerOrderNotFound: [404, 40460],
  trackNotFound: [404, 40461],
  groupNotFound: [404, 40450],
  methodNotAllowed: [405, 40502],
  registrationFull: [409, 40901],
  alreadyApplied: [409, 40902],
  alreadyPaid: [409, 40903],
  notPayable: [409, 40904],
  notCancellable: [409, 40905],
  notEditable: [409, 40906],
  registrationNotOpen: [409, 40907],
  registrationClosed: [409, 40908],
  notEnoughBeans: [409, 40909],
  payDeadlinePassed: [409, 40910],
  refundNotAllowed: [409, 40911],
  channelUnavailable: [409, 40912],
  channelCurrency: [409, 40913],
  paidPriceChange: [409, 40914],
  tooManyItems: [409, 40916],
  inviteExpired: [409, 40920],
  teamFull: [409, 40921],
  roleFull: [409, 40922],
  alreadyInTeam: [409, 40923],
  teamLocked: [409, 40924],
  teamChangeClosed: [409, 40925],
  teamOfOtherEvent: [409, 40926],
  teamIncomplete: [409, 40927],
  memberPaid: [409, 40928],
  captainCannotLeave: [409, 40929],
  teamNotReadyToPay: [409, 40941],
  teamMemberRefund: [409, 40944],
  teamMemberWithdrawal: [409, 40945],
  teamOrderWithdrawal: [409, 40946],
  teamRuleBroken: [409, 40947],
  refundWindowClosed: [409, 40930],
  noRefunds: [409, 40931],
  nothingRefundable: [409, 40932],
  withdrawalClosed: [409, 40933],
  noWithdrawal: [409, 40934],
  notCandidate: [409, 40935],
  refundNotPending: [409, 40936],
  rejectionReasonRequired: [400, 40042],
  refundRequestNotFound: [404, 40411],
  slotFull: [409, 40917],
  pickupChangeClosed: [409, 40918],
  alreadyCollected: [409, 40919],
  notPaidYet: [409, 40937],
  numberTaken: [409, 40938],
  numberChoiceClosed: [409, 40939],
  numberChoosingOver: [409, 40915],
  noFreeNumber: [409, 40940],
  groupPaid: [409, 40950],
  groupFull: [409, 40951],
  groupMemberRefund: [409, 40952],
  groupWithdrawal: [409, 40953],
  groupMemberNotQualified: [409, 40954],
  notQualified: [409, 40980],
  admissionInvalid: [409, 40990],
  addonNotForTicket: [400, 40060],
  extraOverLimit: [400, 40061],
  extraNotInCurrency: [400, 40062],
  donationTooSmall: [400, 40063],
  addonNotFound: [404, 40470],
  charityNotFound: [404, 40471],
  exchangeRateNotSet: [404, 40472],
  addonSoldOut: [409, 40960],
  charityFull: [409, 40961],
  extrasClosed: [409, 40962],
  fieldReadOnly: [409, 40963],
  premiumNotInCurrency: [409, 40964],
  noPendingNumber: [409, 40965],
  bodyTooLarge: [413, 41301],
  fileTooLarge: [413, 41302],
  unsupportedMediaType: [415, 41501],
  tooManyCodesPhone: [429, 42901],
  tooManyCodesPhoneHour: [429, 42902],
  tooManyCodesIp: [429, 42903],
  tooManyLookups: [429, 42904],
  tooManyAnswers: [429, 42905],
  internal: [500, 50001],
  paymentsUnavailable: [503, 50301],
  databaseUnavailable: [503, 50302],
  waitingRoomTurn: [503, 50303],
} as const satisfies Record<string, readonly [number, number]>;

export type ErrorKind = keyof typeof ERRORS;

/** Errors worth trying again soon, with the seconds a client should wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS: Partial<Record<ErrorKind, number>> = {
  databaseUnavailable: 2,
};

/** Message parameters, as they are or worked out in the request's language. */
export type ErrorParams =
  Record<string, string | number> | ((lang: Lang) => Record<string, string | number>);

export class ApiError extends Error {
  readonly status: number;
  readonly subCode: number;

  constructor(
    readonly kind: ErrorKind,
    readonly params: ErrorParams = {},
    /** Each refused field with its message, for an error about several (a sign-up form). */
    readonly fields?: (lang: Lang) => FieldError[],
    /** Seconds to wait before trying again, when they depend on the request (`Retry-After`). */
    readonly retryAfter?: number,
  ) {
    super(kind);
    [this.status, this.subCode] = ERRORS[kind];
  }

  get messageKey(): MessageKey {
    return `error.${this.kind}`;
  }
}

export function apiError(
  kind: ErrorKind,
  params?: ErrorParams,
  fields?: (lang: Lang) => FieldError[],
  retryAfter?: number,
): ApiError {
  return new ApiError(kind, params, fields, retryAfter);
}
