/** The API client, one namespace per area: `import { matchH5 } from './'`. */
export * as bocSport from './bocSport';
export * as captcha from './captcha';
export * as committee from './committee';
export * as conf from './conf';
export * as match from './match';
export * as matchH5 from './matchH5';
export * as message from './message';
export * as oss from './oss';
export * as payorder from './payorder';
export * as player from './player';
export * as share from './share';
export * as team from './team';
export * as teamApplication from './teamApplication';
export * as user from './user';
export * as withdraw from './withdraw';
export { fieldsFile } from './fields';
export { ApiError, forgetRunner, query, TOKEN_STORAGE_KEY } from './client';
export type { CallOptions, Endpoint } from './client';
