import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';

/** One readable sentence for the first problem of a failed validation, naming the field. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  // zod 4 leaves `input` out of issues unless asked; its message says what arrived.
  if (issue.code === 'invalid_type' && (issue.input === undefined && /received undefined$/.test(issue.message))) return field ? `${field} is required` : 'Request body is required';
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `${field || 'value'} must be one of: ${issue.values.map(String).join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  // Custom messages from the contract are written for people already ("Name is required").
  const generic = /^(Invalid|Too (small|big)|Expected)/.test(issue.message);
  return field && generic ? `${field}: ${issue.message}` : issue.message;
}

/** `defaultHook` of every OpenAPIHono router: validation failures become 400 `{status:'error', message}`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route, whatever its input type
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    return c.json({ status: 'error' as const, message: validationMessage(result.error) }, 400);
  }
  return undefined;
};
