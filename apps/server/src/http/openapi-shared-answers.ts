/** An operation of the generated document, as far as adding answers reads it. */
interface Operation {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string; content?: unknown }>;
}

/** Statuses whose documented body is the operation's error shape, in the order they are looked for. */
const ERROR_STATUSES = ['400', '401', '404', '403', '409'];

/**
 * Answers that every route of a kind gives through the app's shared middleware, whichever feature serves it; each
 * is added where an operation's own definition does not name that status, with the operation's own error body
 * (the mock routes' answers carry `success`/`error` as well):
 * - 400 when it takes parameters or a body: every router's validation hook (validation-hook.ts);
 * - 403 when it is not a GET: a request carrying the session cookie from an origin the app does not trust (origin-check.ts, better-auth);
 * - 413 when it takes a JSON body: the app's JSON body limit (app.ts);
 * - 415 when it takes a JSON body: a body of another media type (@hono/zod-openapi's media-type gate, better-auth's own).
 */
export function withSharedAnswers<T extends { paths?: Record<string, unknown> }>(document: T): T {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item as Record<string, Operation>).map(([method, operation]) => [method, withSharedAnswersOf(method, operation)])),
    ]),
  );
  return { ...document, paths };
}

function withSharedAnswersOf(method: string, operation: Operation): Operation {
  const responses = { ...operation.responses };
  const errorBody = ERROR_STATUSES.map((status) => responses[status]?.content).find((content) => content !== undefined);
  const add = (status: string, description: string) => {
    responses[status] ??= errorBody ? { description, content: errorBody } : { description };
  };
  const takesJson = Object.keys(operation.requestBody?.content ?? {}).some((type) => type.includes('json'));
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) add('400', 'Invalid parameters or body');
  if (method !== 'get') add('403', 'Sent with the session cookie from an origin the app does not trust');
  if (takesJson) {
    add('413', 'A body over the JSON limit');
    add('415', 'A body that is not JSON (its Content-Type)');
  }
  return { ...operation, responses };
}
