import fc from 'fast-check';
import type { DocumentedOperation } from './documented-operations.ts';
import { schemaArbitrary, type JsonSchema, type SchemaArbitraryOptions } from './json-schema-arbitrary.ts';

/** Who sends a request: a signed-in user (session cookie), a visitor (nothing), or a staff account (bearer token). */
export type Caller = 'user' | 'visitor' | 'admin';

/** One request made from the document: valid for the operation, or broken in a named way (`kind`). */
export interface GeneratedRequest {
  caller: Caller;
  method: string;
  /** The path with its parameters filled in (URL-encoded), and the query. */
  url: string;
  /** An empty `contentType` sends no Content-Type header. */
  body?: { contentType: string; text: string };
  /** `valid`, or what was broken: `missing field email`, `body cut off half-way`… */
  kind: string;
}

export interface RequestContext extends SchemaArbitraryOptions {
  callers: readonly Caller[];
  /** Another user's ids for a field or parameter that names one (foreign ids). */
  foreign?(field: string): readonly unknown[] | undefined;
}

interface RequestParts {
  caller: Caller;
  params: Record<string, unknown>;
  /** `undefined`: no body at all. */
  body: unknown;
  /** Set by mutations that send something other than the body's JSON text. */
  bodyText?: string;
  contentType?: string;
  kind: string;
}

/**
 * Values of the wrong type for any field: each is refused by a field of another type, or is odd enough to test the
 * edges — a long string within the JSON body limit, and one past it (1 MB).
 */
const WRONG_VALUES: readonly unknown[] = [null, true, 12345, -1, 0, 'text', '', [], {}, [1, 2], { nested: { deeper: [] } }, 'ä😀\u0000', 'x'.repeat(70_000), 'x'.repeat(1_100_000)];
/** Numbers at and past the edges: beyond safe integers, beyond doubles' integers, negative, fractional. */
const HUGE_NUMBERS: readonly number[] = [1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e21, 0.5, -0.000001, 2 ** 31];
/** Path and query parameter values that are malformed for any parameter. */
const BROKEN_PARAMETERS: readonly string[] = ['x'.repeat(5000), '..', '../../etc/passwd', '%00', '😀', '-1', '1e400', '99999999999999999999999', ' ', 'null', '[]', 'a b/c?d#e', '0x1F'];
/** Bodies that are not a JSON object of any shape. */
const NOT_OBJECT_BODIES: readonly string[] = ['', '[]', 'null', '"text"', '42', 'true', '{"__proto__":{"role":"admin","is_superuser":true}}', '{', '{"a":1,}', '\u0000'];

/** The requests the document allows for `operation`, and broken ones, from any of `context.callers`. */
export function requestArbitrary(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<GeneratedRequest> {
  const valid = validParts(operation, context);
  const broken = fc.oneof(...mutations(operation, context).map((mutate) => valid.chain(mutate)));
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: broken, weight: 3 }).map((parts) => built(operation, parts));
}

function validParts(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<RequestParts> {
  const model = Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, schemaArbitrary(parameter.schema, context, parameter.name)]));
  const requiredKeys = operation.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  const params = fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
  const body = operation.body
    ? operation.body.required
      ? schemaArbitrary(operation.body.schema, context)
      : fc.option(schemaArbitrary(operation.body.schema, context), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({ caller: fc.constantFrom(...context.callers), params, body }).map((parts) => ({ ...parts, kind: 'valid' }));
}

type Mutation = (parts: RequestParts) => fc.Arbitrary<RequestParts>;

function mutations(operation: DocumentedOperation, context: RequestContext): Mutation[] {
  const found: Mutation[] = [];
  const bodyFields = operation.body ? Object.keys(propertiesOf(operation.body.schema, context)) : [];
  const numeric = [
    ...operation.parameters.filter((parameter) => isNumeric(parameter.schema, context)).map((parameter) => ({ where: 'params' as const, name: parameter.name })),
    ...(operation.body ? Object.entries(propertiesOf(operation.body.schema, context)).filter(([, schema]) => isNumeric(schema, context)).map(([name]) => ({ where: 'body' as const, name })) : []),
  ];
  const withForeign = [
    ...operation.parameters.filter((parameter) => context.foreign?.(parameter.name)?.length).map((parameter) => ({ where: 'params' as const, name: parameter.name })),
    ...bodyFields.filter((name) => context.foreign?.(name)?.length).map((name) => ({ where: 'body' as const, name })),
  ];
  if (operation.body) {
    found.push((parts) => {
      const keys = isObject(parts.body) ? Object.keys(parts.body) : [];
      if (keys.length === 0) return fc.constant({ ...parts, body: undefined, kind: 'no body' });
      return fc.constantFrom(...keys).map((key) => ({ ...parts, body: without(parts.body as Record<string, unknown>, key), kind: `missing field ${key}` }));
    });
    if (bodyFields.length > 0) {
      found.push((parts) =>
        fc.tuple(fc.constantFrom(...bodyFields), fc.constantFrom(...WRONG_VALUES)).map(([key, value]) => ({
          ...parts,
          body: { ...(isObject(parts.body) ? parts.body : {}), [key]: value },
          kind: `wrong type of ${key}: ${JSON.stringify(value)?.slice(0, 30)}`,
        })),
      );
      found.push((parts) => fc.constant({ ...parts, body: { ...(isObject(parts.body) ? parts.body : {}), unexpected_field: 'surplus' }, kind: 'an unknown field' }));
    }
    found.push((parts) => {
      const text = JSON.stringify(parts.body ?? {});
      return fc.constant({ ...parts, bodyText: text.slice(0, Math.floor(text.length / 2)), kind: 'body cut off half-way' });
    });
    found.push((parts) => fc.constantFrom(...NOT_OBJECT_BODIES).map((text) => ({ ...parts, bodyText: text, kind: `body ${JSON.stringify(text.slice(0, 30))}` })));
    found.push((parts) => fc.constant({ ...parts, bodyText: JSON.stringify(parts.body ?? {}), contentType: 'text/plain', kind: 'JSON sent as text/plain' }));
    found.push((parts) => fc.constant({ ...parts, bodyText: JSON.stringify(parts.body ?? {}), contentType: '', kind: 'JSON sent without a content type' }));
    found.push((parts) => fc.constant({ ...parts, body: undefined, kind: 'no body at all' }));
  }
  if (numeric.length > 0) {
    found.push((parts) =>
      fc.tuple(fc.constantFrom(...numeric), fc.constantFrom(...HUGE_NUMBERS)).map(([field, value]) => ({
        ...parts,
        [field.where]: { ...(isObject(parts[field.where]) ? (parts[field.where] as Record<string, unknown>) : {}), [field.name]: value },
        kind: `huge number ${field.name}=${value}`,
      })),
    );
  }
  if (withForeign.length > 0) {
    found.push((parts) =>
      fc.constantFrom(...withForeign).chain((field) =>
        fc.constantFrom(...(context.foreign?.(field.name) ?? [])).map((value) => ({
          ...parts,
          [field.where]: { ...(isObject(parts[field.where]) ? (parts[field.where] as Record<string, unknown>) : {}), [field.name]: value },
          kind: `foreign ${field.name}`,
        })),
      ),
    );
  }
  if (operation.parameters.length > 0) {
    found.push((parts) =>
      fc.tuple(fc.constantFrom(...operation.parameters.map((parameter) => parameter.name)), fc.constantFrom(...BROKEN_PARAMETERS)).map(([name, value]) => ({
        ...parts,
        params: { ...parts.params, [name]: value },
        kind: `malformed ${name}=${JSON.stringify(value.slice(0, 20))}`,
      })),
    );
  }
  // Every operation gets broken requests, even one that takes nothing: a stray query and a stray body.
  found.push((parts) => fc.constant({ ...parts, params: { ...parts.params, unexpected_param: '1' }, kind: 'an unknown query parameter' }));
  if (!operation.body && operation.method !== 'GET') {
    found.push((parts) => fc.constantFrom(...NOT_OBJECT_BODIES).map((text) => ({ ...parts, bodyText: text, kind: `unexpected body ${JSON.stringify(text.slice(0, 30))}` })));
  }
  return found;
}

function built(operation: DocumentedOperation, parts: RequestParts): GeneratedRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  const pathNames = new Set(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
  for (const [name, value] of Object.entries(parts.params)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (pathNames.has(name)) path = path.replace(`{${name}}`, encodeURIComponent(text));
    else if (Array.isArray(value)) for (const item of value) query.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    else query.set(name, text);
  }
  const search = query.toString();
  const text = parts.bodyText ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  return {
    caller: parts.caller,
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    body: text === undefined ? undefined : { contentType: parts.contentType ?? operation.body?.mediaType ?? 'application/json', text },
    kind: parts.kind,
  };
}

function propertiesOf(schema: JsonSchema, context: RequestContext): Record<string, JsonSchema> {
  if (schema.$ref) return propertiesOf(context.resolve(schema.$ref), context);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return Object.assign({}, ...alternatives.map((alternative) => propertiesOf(alternative, context)), schema.properties ?? {}) as Record<string, JsonSchema>;
}

function isNumeric(schema: JsonSchema, context: RequestContext): boolean {
  if (schema.$ref) return isNumeric(context.resolve(schema.$ref), context);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number') || (schema.anyOf ?? schema.oneOf ?? []).some((alternative) => isNumeric(alternative, context));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function without(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
