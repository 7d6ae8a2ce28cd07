import type { Auth } from '../auth/create-auth.ts';

/** The better-auth routes the web app and the verification e-mails use, as better-auth names them (under /api/auth). */
export const AUTH_PATHS_IN_USE = [
  '/get-session',
  '/sign-up/email',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-out',
  '/send-verification-email',
  '/verify-email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/update-user',
  '/list-sessions',
  '/revoke-session',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
] as const;

export const AUTH_BASE_PATH = '/api/auth';
const AUTH_TAG = 'Auth (better-auth)';

type AuthSchema = Awaited<ReturnType<Auth['api']['generateOpenAPISchema']>>;

export interface AuthOpenApiPart {
  paths: Record<string, unknown>;
  schemas: Record<string, unknown>;
  securitySchemes: Record<string, unknown>;
}

/** better-auth's names for its models (`User`) would meet ours in one document: its get an `Auth` prefix. */
const renameSchemaRefs = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/components/schemas/Auth')) as T;

/**
 * The part of better-auth's own OpenAPI description (its `openAPI` plugin) that the app uses, as paths under
 * /api/auth, one tag, with the models and security schemes those operations refer to.
 */
export function authOpenApiPart(schema: AuthSchema): AuthOpenApiPart {
  const paths: Record<string, unknown> = {};
  for (const path of AUTH_PATHS_IN_USE) {
    const operations = (schema.paths as Record<string, Record<string, { tags?: string[] }> | undefined>)[path];
    if (!operations) continue;
    paths[`${AUTH_BASE_PATH}${path}`] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [method, { ...renameSchemaRefs(operation), tags: [AUTH_TAG] }]),
    );
  }
  const schemas = Object.fromEntries(Object.entries(schema.components.schemas ?? {}).map(([name, model]) => [`Auth${name}`, renameSchemaRefs(model)]));
  return { paths, schemas, securitySchemes: { ...schema.components.securitySchemes } };
}
