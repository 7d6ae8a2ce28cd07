import { apiErrorSchema } from '@rehearse/contract/api-error';

/** OpenAPI response entries for `{status:'error', message}` answers. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: apiErrorSchema } } };
}
