export * from './state';
export { legacyStatus, RefundStatus } from './payState';
