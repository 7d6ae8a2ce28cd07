import { createRoute, z } from '@hono/zod-openapi';
import {
  adminAnalysesQuerySchema,
  adminAnalysesResponseSchema,
  adminCreditsRequestSchema,
  adminMessageResponseSchema,
  adminRoleRequestSchema,
  adminStatusRequestSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  ADMIN_MESSAGES,
} from '@rehearse/contract/admin-api';
import { adminAccessResponseSchema } from '@rehearse/contract/admin-access';
import { ADMIN_BASE_PATH, ADMIN_PATHS } from '@rehearse/contract/admin-paths';
import { adminAuditQuerySchema, adminAuditResponseSchema } from '@rehearse/contract/admin-audit';
import { adminLanguageModelResponseSchema, adminSettingsResponseSchema, adminSettingsUpdateSchema, type InterviewerVoiceStatus } from '@rehearse/contract/admin-settings';
import { ACCESS_DENIED } from '@rehearse/contract/auth-messages';
import { adminStatsResponseSchema } from '@rehearse/contract/admin-stats';
import type { Context } from 'hono';
import type { ServerPorts } from '../../shared/server-ports.ts';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import type { WhisperModelProvision } from '../../models/whisper-model-provision.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { createRouter } from '../../http/create-router.ts';
import { jsonBody, jsonResponse, relativeTo } from '../../http/openapi-content.ts';
import { errorResponse } from '../../http/error-responses.ts';
import { adminCapabilityOf } from '../../auth/admin-capability.ts';
import type { AdminRuntime } from './admin-runtime.ts';
import type { AdminActor } from './audit-entry.ts';
import { requireAdmin } from './require-admin.ts';

const relative = (path: string): string => relativeTo(ADMIN_BASE_PATH, path);
const json = jsonResponse;
const body = jsonBody;
const guarded = {
  401: errorResponse('No valid staff token or session'),
  403: errorResponse('Signed in, but without the admin capability this call needs (changes need manage)'),
};
const idParam = z.object({ id: z.string().min(1).max(255) });

const accessRoute = createRoute({ method: 'get', path: relative(ADMIN_PATHS.access), summary: "The caller's admin capability (read or manage)", tags: ['admin'], responses: { 200: json(adminAccessResponseSchema, 'Capability'), ...guarded } });
const statsRoute = createRoute({ method: 'get', path: relative(ADMIN_PATHS.stats), summary: 'Dashboard figures: users, analyses, scores, queue, storage, recent activity', tags: ['admin'], responses: { 200: json(adminStatsResponseSchema, 'Figures'), ...guarded } });
const usersRoute = createRoute({
  method: 'get',
  path: relative(ADMIN_PATHS.users),
  summary: 'Users, newest first (search by name or e-mail, paged)',
  tags: ['admin'],
  request: { query: adminUsersQuerySchema },
  responses: { 200: json(adminUsersResponseSchema, 'One page of users'), 400: errorResponse('Bad query'), ...guarded },
});
const analysesRoute = createRoute({
  method: 'get',
  path: relative(ADMIN_PATHS.analyses),
  summary: 'Analyses of every user, newest first (search, status filter, paged)',
  tags: ['admin'],
  request: { query: adminAnalysesQuerySchema },
  responses: { 200: json(adminAnalysesResponseSchema, 'One page of analyses'), 400: errorResponse('Bad query'), ...guarded },
});
const auditRoute = createRoute({
  method: 'get',
  path: relative(ADMIN_PATHS.audit),
  summary: 'The admin audit log, newest first (paged)',
  tags: ['admin'],
  request: { query: adminAuditQuerySchema },
  responses: { 200: json(adminAuditResponseSchema, 'One page of audit entries'), 400: errorResponse('Bad query'), ...guarded },
});
const settingsRoute = createRoute({ method: 'get', path: relative(ADMIN_PATHS.settings), summary: 'Settings in force', tags: ['admin'], responses: { 200: json(adminSettingsResponseSchema, 'Settings'), ...guarded } });
const updateSettingsRoute = createRoute({
  method: 'put',
  path: relative(ADMIN_PATHS.settings),
  summary: 'Change any subset of the settings; applies at once',
  tags: ['admin'],
  request: body(adminSettingsUpdateSchema),
  responses: { 200: json(adminSettingsResponseSchema, 'Settings now in force'), 400: errorResponse('Invalid settings'), ...guarded },
});
const userAction = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'post',
    path: relative(path),
    summary,
    tags: ['admin'],
    request: { params: idParam, ...body(schema) },
    responses: { 200: json(adminUserResponseSchema, 'The user after the change'), 400: errorResponse('Invalid request'), 404: errorResponse('No such user'), ...guarded },
  });
const roleRoute = userAction(ADMIN_PATHS.userRole, adminRoleRequestSchema, "Set a user's role (user or admin)");
const statusRoute = userAction(ADMIN_PATHS.userStatus, adminStatusRequestSchema, 'Activate or deactivate a user (inactive: no sign-in, sessions end)');
const creditsRoute = userAction(ADMIN_PATHS.userCredits, adminCreditsRequestSchema, 'Add (or take away) analysis credits');
const deleteAnalysisRoute = createRoute({
  method: 'delete',
  path: relative(ADMIN_PATHS.analysis),
  summary: 'Delete an analysis with its recording and report files',
  tags: ['admin'],
  request: { params: idParam },
  responses: { 200: json(adminMessageResponseSchema, 'Deleted'), 404: errorResponse('No such analysis'), ...guarded },
});
const rerunRoute = createRoute({
  method: 'post',
  path: relative(ADMIN_PATHS.analysisRerun),
  summary: 'Queue a failed analysis again',
  tags: ['admin'],
  request: { params: idParam },
  responses: { 200: json(adminMessageResponseSchema, 'Queued'), 404: errorResponse('No such analysis'), 409: errorResponse('Not failed, or its video is gone'), ...guarded },
});

const languageModelRoute = createRoute({
  method: 'get',
  path: relative(ADMIN_PATHS.languageModel),
  summary: 'What writes the coach’s answers and the rebuilt answers now: the hosted model, the local model (or its download), or the built-in rules and why (admins only)',
  tags: ['admin'],
  responses: { 200: json(adminLanguageModelResponseSchema, 'The engine and its state'), ...guarded },
});

function actorOf(c: Context<AppEnv>): AdminActor {
  const user = c.get('user');
  return { id: user.id, email: user.email, ip: c.get('clientIp') };
}

/** `/api/admin/*`: reads for staff, changes for admins (auth/admin-capability.ts); every change audited. */
export function adminRoutes({
  auth,
  admin: { service: admin },
  transcription,
  meaning,
  interviewerVoice,
  languageModels,
}: Pick<ServerPorts, 'auth'> & {
  admin: AdminRuntime;
  transcription: Pick<WhisperModelProvision, 'status'>;
  meaning: Pick<AnswerMeaning, 'status'>;
  interviewerVoice: { synthesis: { status(): InterviewerVoiceStatus } };
  languageModels: Pick<LanguageModels, 'status'>;
}) {
  const router = createRouter();
  router.use('*', requireAdmin(auth));
  router.openapi(accessRoute, async (c) => c.json({ status: 'success' as const, capability: adminCapabilityOf(c.get('user')) }, 200));
  router.openapi(statsRoute, async (c) => c.json({ status: 'success' as const, stats: await admin.stats() }, 200));
  router.openapi(usersRoute, async (c) => c.json(await admin.listUsers(c.req.valid('query')), 200));
  router.openapi(analysesRoute, async (c) => c.json(await admin.listAnalyses(c.req.valid('query')), 200));
  router.openapi(auditRoute, async (c) => c.json(await admin.auditLog(c.req.valid('query')), 200));
  router.openapi(settingsRoute, async (c) =>
    c.json({ status: 'success' as const, settings: await admin.currentSettings(), transcription: transcription.status(), meaning: meaning.status(), voice: interviewerVoice.synthesis.status() }, 200),
  );
  router.openapi(updateSettingsRoute, async (c) =>
    c.json({ status: 'success' as const, settings: await admin.updateSettings(actorOf(c), c.req.valid('json')), transcription: transcription.status(), meaning: meaning.status(), voice: interviewerVoice.synthesis.status() }, 200),
  );
  // A read, yet for admins only: it names the hosted model's host and this machine's resources.
  router.openapi(languageModelRoute, async (c) => {
    if (adminCapabilityOf(c.get('user')) !== 'manage') return c.json({ status: 'error' as const, message: ACCESS_DENIED }, 403);
    return c.json({ status: 'success' as const, language_model: languageModels.status() }, 200);
  });
  router.openapi(roleRoute, async (c) => {
    const user = await admin.setRole(actorOf(c), c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ status: 'success' as const, user, message: ADMIN_MESSAGES.roleChanged }, 200);
  });
  router.openapi(statusRoute, async (c) => {
    const user = await admin.setStatus(actorOf(c), c.req.valid('param').id, c.req.valid('json').status);
    return c.json({ status: 'success' as const, user, message: ADMIN_MESSAGES.statusChanged }, 200);
  });
  router.openapi(creditsRoute, async (c) => {
    const user = await admin.grantCredits(actorOf(c), c.req.valid('param').id, c.req.valid('json').amount);
    return c.json({ status: 'success' as const, user, message: ADMIN_MESSAGES.creditsGranted }, 200);
  });
  router.openapi(deleteAnalysisRoute, async (c) => {
    await admin.deleteAnalysis(actorOf(c), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: ADMIN_MESSAGES.analysisDeleted }, 200);
  });
  router.openapi(rerunRoute, async (c) => {
    await admin.rerunAnalysis(actorOf(c), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: ADMIN_MESSAGES.analysisRerun }, 200);
  });
  return router;
}
