import type { StaffCollect, StaffLookup } from '../../core/generated/api';
import { apiA, area } from './client';

/** Base A `staff/*`: the pickup desk, authenticated by the desk's staff code, not a runner. */

const staffArea = area(apiA, 'staff');

/** Whose pack the slip names and who collects it; marks nothing. */
export const lookup = staffArea.post<StaffLookup>('lookup');
export const collect = staffArea.post<StaffCollect>('collect');
