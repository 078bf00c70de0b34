import { apiError } from '../http/errors';
import {
  createTeam,
  joinTeam,
  orderForTeam,
  packagesAndRoles,
  removeMember,
  roleForm,
  shareTeam,
  teamView,
  teamsOfRunner,
  updateMemberForm,
  userTeamId,
} from '../services/teams';
import { eventOrThrow } from '../services/applications';
import { pageRange } from '../services/caps';
import { ownedView } from './applications';
import type { Area } from './types';

/** One member of a team view (already masked for the viewer); 404 like any team outsider. */
function memberOf(team: Awaited<ReturnType<typeof teamView>>, runnerId: number) {
  const member = team.members.find((candidate) => candidate.runnerID === runnerId);
  if (!member) throw apiError('teamNotFound');
  return member;
}

/** Teams (apply type '2'): create, join by invite, share, leave or remove, and the captain's order. */
export const teamRoutes: Area = async (app, { ctx, bases }) => {
  app.api(bases.b, {
    method: 'GET',
    path: 'teamApplication/packagesAndRoles',
    handler: ({ input, lang }) => packagesAndRoles(ctx, input.matchEventID, lang),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'team/create',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      teamView(ctx, runnerId, await createTeam(ctx, runnerId, input), lang),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'teamApplication/apply',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      teamView(ctx, runnerId, await joinTeam(ctx, runnerId, input), lang),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'teamApplication/update',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      await updateMemberForm(ctx, runnerId, input.teamID, input.formValues);
      return teamView(ctx, runnerId, input.teamID, lang);
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'team/getUserTeam',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const teamId = await userTeamId(ctx.db, runnerId, input.matchEventID);
      return { team: teamId === null ? null : await teamView(ctx, runnerId, teamId, lang) };
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'teamApplication/detail',
    auth: true,
    handler: ({ input, runnerId, lang }) => teamView(ctx, runnerId, input.teamID, lang),
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'team/lists',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const ids = await teamsOfRunner(ctx.db, runnerId, input.matchEventID, pageRange(input));
      return { teams: await Promise.all(ids.map((id) => teamView(ctx, runnerId, id, lang))) };
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'teamApplication/getRunnerInfo',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      memberOf(await teamView(ctx, runnerId, input.teamID, lang), runnerId),
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'teamApplication/runnerInfoPreview',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      memberOf(await teamView(ctx, runnerId, input.teamID, lang), input.runnerID),
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'teamApplication/fieldsByRoleID',
    handler: async ({ input, lang }) =>
      roleForm(eventOrThrow(ctx, input.matchEventID), input.roleID, lang),
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'teamApplication/getEditFieldsByRoleID',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const team = await teamView(ctx, runnerId, input.teamID, lang);
      const me = memberOf(team, runnerId);
      return {
        form: roleForm(eventOrThrow(ctx, team.matchEventID), me.roleID, lang),
        formValues: me.formValues ?? {},
        canChange: team.canChange && !me.paid,
      };
    },
  });

  app.api(bases.b, {
    method: 'GET',
    path: 'team/share',
    auth: true,
    handler: ({ input, runnerId }) => shareTeam(ctx, runnerId, input.teamID),
  });

  app.api(bases.b, {
    method: 'POST',
    path: 'team/update',
    auth: true,
    handler: async ({ input, runnerId, lang }) => {
      const leaving = input.action === 'leave';
      if (!leaving && input.runnerID === undefined) {
        throw apiError('badParameter', { field: 'runnerID' });
      }
      await removeMember(ctx, runnerId, input.teamID, leaving ? runnerId : Number(input.runnerID));
      return { team: leaving ? null : await teamView(ctx, runnerId, input.teamID, lang) };
    },
  });

  app.api(bases.a, {
    method: 'POST',
    path: 'matchH5/multiRolesApply',
    auth: true,
    handler: async ({ input, runnerId, lang }) =>
      ownedView(ctx, runnerId, await orderForTeam(ctx, runnerId, input.teamID), lang),
  });
};
