import type { AppContext } from '../context';
import type { Router } from '../http/router';

/** The two URL prefixes of the API (SPEC section 7): base A (`/api/v2`) and base B (`/api`). */
export interface Bases {
  a: string;
  b: string;
}

export type RegisterRoutes = (router: Router, ctx: AppContext, bases: Bases) => void;
