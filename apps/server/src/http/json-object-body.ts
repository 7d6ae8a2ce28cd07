/** Whether a request declares a JSON body (`application/json`, `application/*+json`, with or without parameters). */
export function declaresJson(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * Whether a JSON request body is one better-auth can read: empty (no body) or a JSON object.
 * `null`, arrays, numbers, strings and cut-off JSON are not; better-auth's routes assume an object
 * and answered some of them with 500.
 */
export function isEmptyOrJsonObject(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Whether a request carries a body at all: HTTP/1.1 sends one only with a Content-Length above 0 or a
 * Transfer-Encoding (an in-process request without one has none).
 */
export function carriesBody(request: Request): boolean {
  if (request.body === null) return false;
  const length = request.headers.get('content-length');
  return request.headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}
