import type { CreateGroup, GroupDetail, OrderGroup, UpdateGroup } from '../../core/generated/api';
import { apiB, area } from './client';
import type { FormValues } from './shared';

/** Base B `group/*`: a leader's group of people and its one order. */

const group = area(apiB, 'group');

/** The people travel as JSON text on the wire; callers pass them as form values. */
interface WithMembers<E extends { request: { members: string }; response: unknown }> {
  request: Omit<E['request'], 'members'> & { members: FormValues[] };
  response: E['response'];
}

export const create = group.post<WithMembers<CreateGroup>>('create');
export const update = group.post<WithMembers<UpdateGroup>>('update');
export const detail = group.get<GroupDetail>('detail');
export const order = group.post<OrderGroup>('order');
