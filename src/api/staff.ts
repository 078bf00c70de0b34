import type { StaffCollect } from '../../core/generated/api';
import { apiA, area } from './client';

/** Base A `staff/*`: the pickup desk, authenticated by the desk's staff code, not a runner. */

const staffArea = area(apiA, 'staff');

export const collect = staffArea.post<StaffCollect>('collect');
