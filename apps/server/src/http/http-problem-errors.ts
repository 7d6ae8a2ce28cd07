import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { handleError } from './error-handler.ts';
import { HttpProblem } from './http-problem.ts';

/**
 * `router.onError` of a feature whose refusals are HttpProblems: any feature's refusal (its own, or one
 * of an injected service of another feature) keeps its status and message; anything else goes to handleError.
 */
export function httpProblemErrors(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HttpProblem) return c.json({ status: 'error' as const, message: error.message }, error.status);
  return handleError(error, c);
}
