import { CREDENTIAL_KEYS } from '../auth/auth-answer-secrets.ts';

/** A JSON Schema node as better-auth's generator writes it (OpenAPI 3.0 habits included). */
type SchemaNode = Record<string, unknown>;

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * better-auth's generated schemas in valid JSON Schema 2020-12 (OpenAPI 3.1's dialect): OpenAPI 3.0's
 * `nullable: true` becomes a `null` type, and a field whose `type` lists its values (`user_type`, declared with
 * better-auth's list-of-values field type) becomes a string with an `enum`.
 */
export function asJsonSchema<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asJsonSchema) as T;
  if (!isNode(value)) return value;
  const node: SchemaNode = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asJsonSchema(inner)]));
  if (Array.isArray(node.type) && node.type.some((type) => !JSON_TYPES.has(String(type)))) {
    node.enum = node.type;
    node.type = 'string';
  }
  if (typeof node.nullable === 'boolean') {
    const nullable = node.nullable;
    delete node.nullable;
    return (nullable ? orNull(node) : node) as T;
  }
  return node as T;
}

/** `field` that may also be `null` (in its `type`, and in its `enum` when it lists values). */
function orNull(field: SchemaNode): SchemaNode {
  const enumerated = Array.isArray(field.enum) && !field.enum.includes(null) ? { enum: [...field.enum, null] } : {};
  return { ...field, type: withNull(field.type), ...enumerated };
}

function withNull(type: unknown): unknown {
  if (type === undefined) return undefined;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('null') ? types : [...types, 'null'];
}

/**
 * A better-auth model (User, Session…) as answers carry it: a field it does not require is a nullable column,
 * and the answer says `null` for it (an image never set, a session nobody impersonated).
 */
export function withNullableOptionalFields(model: SchemaNode): SchemaNode {
  const properties = isNode(model.properties) ? model.properties : {};
  const required = new Set(Array.isArray(model.required) ? model.required.map(String) : []);
  return {
    ...model,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [name, required.has(name) || !isNode(field) || field.type === undefined ? field : orNull(field)]),
    ),
  };
}

/** How an answer treats credentials below its top level: removed (every route), or left to the caller who presented them (get-session for bearer clients). */
export type NestedCredentials = 'removed' | 'only-for-bearer';

/**
 * A success answer's schema as the app's auth handler sends it (see auth-answer-secrets.ts): no credential below the
 * top level — or, for the caller's own session, one that only bearer requests get — and a top-level `token` that
 * requests carrying the session cookie never get. A model referred to below the top level is written out in place
 * when it names a credential, so that the shared model keeps describing what is stored.
 */
export function asAnswered(schema: unknown, models: Record<string, unknown>, nested: NestedCredentials, depth = 0): unknown {
  if (!isNode(schema)) return schema;
  if (typeof schema.$ref === 'string' && depth > 0) {
    const model = models[schema.$ref.replace('#/components/schemas/', '')];
    if (isNode(model) && namesCredential(model)) {
      const { $ref: _ref, ...siblings } = schema;
      return asAnswered({ ...model, ...siblings }, models, nested, depth);
    }
    return schema;
  }
  const node: SchemaNode = { ...schema };
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(node[key])) node[key] = (node[key] as unknown[]).map((part) => asAnswered(part, models, nested, depth));
  }
  if (node.items !== undefined) node.items = asAnswered(node.items, models, nested, depth + 1);
  if (isNode(node.properties)) {
    const dropped = (name: string) => (depth === 0 ? name === 'token' : CREDENTIAL_KEYS.has(name));
    const removed = (name: string) => depth > 0 && nested === 'removed' && CREDENTIAL_KEYS.has(name);
    node.properties = Object.fromEntries(
      Object.entries(node.properties)
        .filter(([name]) => !removed(name))
        .map(([name, inner]) => [name, dropped(name) && isNode(inner) ? withCredentialNote(inner, depth) : asAnswered(inner, models, nested, depth + 1)]),
    );
    if (Array.isArray(node.required)) node.required = node.required.filter((name) => !dropped(String(name)));
  }
  return node;
}

function namesCredential(model: SchemaNode): boolean {
  return isNode(model.properties) && Object.keys(model.properties).some((name) => CREDENTIAL_KEYS.has(name));
}

function withCredentialNote(field: SchemaNode, depth: number): SchemaNode {
  const note = depth === 0 ? 'Not sent to requests that carry the session cookie.' : 'Only to bearer requests: the token they presented.';
  return { ...field, description: field.description ? `${String(field.description)} ${note}` : note };
}
