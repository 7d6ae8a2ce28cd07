import type { ClientErrorStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the user is told about: answered `{status:'error', message}` with `status`. Each feature's
 * problem class extends it, so a router that serves another feature's refusals maps them without
 * knowing that feature.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: ClientErrorStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}
