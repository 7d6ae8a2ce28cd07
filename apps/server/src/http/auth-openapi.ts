import type { Auth } from '../auth/create-auth.ts';
import { asAnswered, asJsonSchema, withNullableOptionalFields } from './auth-openapi-schemas.ts';

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
 * Operations better-auth describes but answers for no request here: POST get-session answers 405 unless
 * `deferSessionRefresh` is on (it is not; GET get-session is the one to use).
 */
const NOT_SERVED: Record<string, readonly string[]> = { '/get-session': ['post'] };

/** The one answer that keeps the caller's own credential below its top level (for bearer clients; see auth-handler.ts). */
const OWN_SESSION_PATH = '/get-session';

/**
 * Answers better-auth's description leaves out. With two-factor sign-in on, a correct password answers only that a
 * second factor is due (and which), with no session yet.
 */
const FURTHER_SUCCESS_ANSWERS: Record<string, unknown> = {
  '/sign-in/email': {
    type: 'object',
    description: 'Two-factor sign-in is on: the session comes after /two-factor/verify-totp or /two-factor/verify-backup-code',
    properties: { twoFactorRedirect: { type: 'boolean', enum: [true] }, twoFactorMethods: { type: 'array', items: { type: 'string', enum: ['totp', 'otp'] } } },
    required: ['twoFactorRedirect'],
  },
};

/** Top-level fields of a success answer that better-auth describes otherwise than it sends them. */
const SUCCESS_FIELD_CORRECTIONS: Record<string, Record<string, unknown>> = {
  '/sign-in/email': {
    redirect: { type: 'boolean', description: 'true when a callbackURL was given: the client goes on to `url`' },
    url: { type: ['string', 'null'], description: 'The callbackURL given, if any' },
  },
};

/** Answers that are not JSON, which better-auth's description leaves out. */
const FURTHER_RESPONSES: Record<string, Record<string, Record<string, { description: string }>>> = {
  '/verify-email': {
    get: { 302: { description: 'With a callbackURL: on to it, with `?error=…` when the link was not valid' } },
  },
};

interface OperationObject {
  tags?: string[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * The part of better-auth's own OpenAPI description (its `openAPI` plugin) that the app uses, as paths under
 * /api/auth, one tag, with the models and security schemes those operations refer to — in valid JSON Schema, and
 * with success answers as the app's auth handler sends them (credentials removed, see auth-openapi-schemas.ts).
 */
export function authOpenApiPart(schema: AuthSchema): AuthOpenApiPart {
  const models = Object.fromEntries(
    Object.entries(schema.components.schemas ?? {}).map(([name, model]) => [`Auth${name}`, withNullableOptionalFields(asJsonSchema(renameSchemaRefs(model)) as Record<string, unknown>)]),
  );
  const paths: Record<string, unknown> = {};
  for (const path of AUTH_PATHS_IN_USE) {
    const operations = (schema.paths as Record<string, Record<string, OperationObject> | undefined>)[path];
    if (!operations) continue;
    paths[`${AUTH_BASE_PATH}${path}`] = Object.fromEntries(
      Object.entries(operations)
        .filter(([method]) => !NOT_SERVED[path]?.includes(method))
        .map(([method, operation]) => {
          const shown = answered(path, asJsonSchema(renameSchemaRefs(operation)), models);
          return [method, { ...shown, responses: { ...shown.responses, ...FURTHER_RESPONSES[path]?.[method] }, tags: [AUTH_TAG] }];
        }),
    );
  }
  return { paths, schemas: models, securitySchemes: { ...schema.components.securitySchemes } };
}

function answered(path: string, operation: OperationObject, models: Record<string, unknown>): OperationObject {
  const responses = Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, response]) => {
      if (!status.startsWith('2') || !response.content) return [status, response];
      const content = Object.fromEntries(
        Object.entries(response.content).map(([type, media]) => {
          let shown = withFieldCorrections(asAnswered(media.schema, models, path === OWN_SESSION_PATH ? 'only-for-bearer' : 'removed'), SUCCESS_FIELD_CORRECTIONS[path]);
          const further = FURTHER_SUCCESS_ANSWERS[path];
          if (further) shown = { anyOf: [shown, further] };
          return [type, { ...media, schema: shown }];
        }),
      );
      return [status, { ...response, content }];
    }),
  );
  return { ...operation, responses };
}

function withFieldCorrections(schema: unknown, corrections: Record<string, unknown> | undefined): unknown {
  if (!corrections || typeof schema !== 'object' || schema === null) return schema;
  const node = schema as { properties?: Record<string, unknown> };
  return { ...node, properties: { ...node.properties, ...corrections } };
}
