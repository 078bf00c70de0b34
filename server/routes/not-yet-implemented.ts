import { apiError } from '../http/errors';
import type { Method } from '../http/router';
import type { RegisterRoutes } from './types';

/**
 * Routes of SPEC section 7 that come with the screens that use them. Until then each answers 501
 * in the error shape, so the app gets a clear answer instead of a 404.
 */
export const NOT_YET_IMPLEMENTED: { base: 'a' | 'b'; method: Method; path: string }[] = [
  ...[
    'matchH5/appEditApplication',
    'matchH5/detailApplicationFields',
    'matchH5/listPackageByType',
    'matchH5/listSelectedPackage',
    'matchH5/exchangeRate',
    'matchH5/listsCommonweal',
    'matchH5/getItemsInfo',
  ].map((path) => ({ base: 'a' as const, method: 'GET' as const, path })),
  ...['matchH5/selectCommonweal'].map((path) => ({
    base: 'a' as const,
    method: 'POST' as const,
    path,
  })),
];

export const registerNotYetImplemented: RegisterRoutes = (router, _ctx, bases) => {
  for (const route of NOT_YET_IMPLEMENTED) {
    router.raw(route.method, `${bases[route.base]}/${route.path}`, {
      handler: async () => {
        throw apiError('notImplemented');
      },
    });
  }
};
