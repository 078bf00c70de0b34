import type { Application } from '../../core/generated/api';
import { apiB, area, type Endpoint } from './client';
import type { EventParams, FormValues, PriceParams } from './shared';

/** Base B `teamApplication/*`: signing up by role (apply type '2'), with per-role fields. */

const teamApplication = area(apiB, 'teamApplication');

type RoleParams = EventParams & { roleID: number };
type TeamApplicationParams = { teamApplicationID: number };

export interface TeamApplyParams extends PriceParams {
  roleID: number;
  teamID?: number;
  formValues: FormValues;
}

export type PackagesAndRoles = Endpoint<EventParams>;
export type GetEditFieldsByRoleID = Endpoint<RoleParams & TeamApplicationParams>;
export type FieldsByRoleID = Endpoint<RoleParams>;
export type RunnerInfoPreview = Endpoint<TeamApplicationParams>;
export type GetRunnerInfo = Endpoint<TeamApplicationParams>;
export type Detail = Endpoint<TeamApplicationParams>;
export type Apply = Endpoint<TeamApplyParams, Application>;
export type Update = Endpoint<TeamApplicationParams & { formValues: FormValues }>;

export const packagesAndRoles = teamApplication.get<PackagesAndRoles>('packagesAndRoles');
export const getEditFieldsByRoleID =
  teamApplication.get<GetEditFieldsByRoleID>('getEditFieldsByRoleID');
export const fieldsByRoleID = teamApplication.get<FieldsByRoleID>('fieldsByRoleID');
export const runnerInfoPreview = teamApplication.get<RunnerInfoPreview>('runnerInfoPreview');
export const getRunnerInfo = teamApplication.get<GetRunnerInfo>('getRunnerInfo');
export const detail = teamApplication.get<Detail>('detail');
export const apply = teamApplication.post<Apply>('apply');
export const update = teamApplication.post<Update>('update');
