import type {
  PackagesAndRoles,
  TeamApply,
  TeamDetail,
  TeamMemberUpdate,
  TeamRunnerInfo,
  TeamRunnerPreview,
} from '../../core/generated/api';
import { apiB, area } from './client';
import type { DecodedEndpoint } from './shared';

/** Base B `teamApplication/*`: the roles of a team race, joining a team, and a team's detail. */

const teamApplication = area(apiB, 'teamApplication');

export const packagesAndRoles = teamApplication.get<PackagesAndRoles>('packagesAndRoles');
export const apply = teamApplication.post<DecodedEndpoint<TeamApply>>('apply');
export const detail = teamApplication.get<TeamDetail>('detail');
export const update = teamApplication.post<DecodedEndpoint<TeamMemberUpdate>>('update');
export const getRunnerInfo = teamApplication.get<TeamRunnerInfo>('getRunnerInfo');
export const runnerInfoPreview = teamApplication.get<TeamRunnerPreview>('runnerInfoPreview');
