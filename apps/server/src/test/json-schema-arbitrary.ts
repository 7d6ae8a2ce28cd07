import fc from 'fast-check';

/** The part of JSON Schema 2020-12 (as OpenAPI 3.1 documents write it) that request generation reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface SchemaArbitraryOptions {
  /** The schema a `$ref` names (`#/components/schemas/X`). */
  resolve(ref: string): JsonSchema;
  /**
   * Values that mean something to the app for a field of this name (a real session id, the account's password):
   * chosen often, so that generated requests get past "not found" to the operation's other answers.
   */
  known?(field: string): readonly unknown[] | undefined;
}

/** The longest string generated for a field without a `maxLength` (a field that takes any length gets long values from the broken requests). */
const FREE_STRING_LENGTH = 40;
/** Numbers without bounds are generated in this range; the broken requests send the huge ones. */
const FREE_NUMBER_RANGE = 10_000;

/** Arbitrary JSON values that satisfy `schema` (as far as its keywords above go), preferring the known values of named fields. */
export function schemaArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions, field = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) return schemaArbitrary(options.resolve(schema.$ref), options, field);
  const known = field ? options.known?.(field) : undefined;
  const own = ownArbitrary(schema, options);
  return known && known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function ownArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, options)));
  if (schema.allOf) return schemaArbitrary(Object.assign({}, ...schema.allOf.map((part) => (part.$ref ? options.resolve(part.$ref) : part))) as JsonSchema, options);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : inferredTypes(schema);
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, options)));
}

function inferredTypes(schema: JsonSchema): string[] {
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return ['string', 'integer', 'boolean'];
}

function typedArbitrary(type: string, schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(integerBounds(schema));
    case 'number':
      return fc.oneof(fc.integer(integerBounds(schema)), fc.double({ ...numberBounds(schema), noNaN: true, noDefaultInfinity: true }));
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 6);
      return fc.array(schema.items ? schemaArbitrary(schema.items, options) : fc.string(), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, options);
    default:
      throw new Error(`no generator for type ${type}`);
  }
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min = schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : schema.minimum ?? -FREE_NUMBER_RANGE;
  const max = schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.maximum ?? Math.max(min, 0) + FREE_NUMBER_RANGE;
  return { min: Math.ceil(min), max: Math.floor(max) };
}

function numberBounds(schema: JsonSchema): { min: number; max: number; minExcluded: boolean; maxExcluded: boolean } {
  const min = schema.exclusiveMinimum ?? schema.minimum ?? -FREE_NUMBER_RANGE;
  const max = schema.exclusiveMaximum ?? schema.maximum ?? Math.max(min, 0) + FREE_NUMBER_RANGE;
  return { min, max, minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? FREE_STRING_LENGTH, Math.max(minLength, FREE_STRING_LENGTH));
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    // Letters beyond ASCII, one code point each, so that the length stays what the schema counts.
    { arbitrary: fc.string({ unit: 'grapheme-composite', minLength, maxLength: Math.min(maxLength, minLength + 8) }), weight: 1 },
  );
}

function objectArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, options, name)]));
  const requiredKeys = (schema.required ?? []).filter((name) => name in model);
  const some = fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
  // Only what is required, as often: every optional field drawn at random makes a request that some rule refuses likelier.
  const leanest = fc.record(Object.fromEntries(requiredKeys.map((name) => [name, model[name]!]))) as fc.Arbitrary<Record<string, unknown>>;
  return requiredKeys.length === Object.keys(model).length ? some : fc.oneof(some, leanest);
}
