import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaArbitrary, type JsonSchema } from './json-schema-arbitrary.ts';

const models: Record<string, JsonSchema> = { Kind: { type: 'string', enum: ['a', 'b'] } };
const options = { resolve: (ref: string) => models[ref.replace('#/components/schemas/', '')] ?? {} };
const ajv = new Ajv2020({ strict: false });
const withModels = (schema: JsonSchema) => JSON.parse(JSON.stringify({ ...schema, $defs: models }).replaceAll('#/components/schemas/', '#/$defs/')) as object;

describe('schemaArbitrary', () => {
  it.each<[string, JsonSchema]>([
    ['bounded numbers', { type: 'object', properties: { n: { type: 'integer', minimum: 1, maximum: 19 }, x: { type: 'number', exclusiveMinimum: 0 } }, required: ['n', 'x'] }],
    ['strings with length, pattern and format', { type: 'object', properties: { s: { type: 'string', minLength: 2, maxLength: 5 }, p: { type: 'string', pattern: '^[a-z][a-z0-9_]{1,47}$' }, e: { type: 'string', format: 'email' } } }],
    ['arrays, unions, nulls and models', { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 20 }, u: { anyOf: [{ type: 'null' }, { $ref: '#/components/schemas/Kind' }] }, t: { type: ['string', 'null'] } }, required: ['ids'] }],
  ])('makes only values the schema allows: %s', (_, schema) => {
    const valid = ajv.compile(withModels(schema));
    fc.assert(fc.property(schemaArbitrary(schema, options), (value) => valid(value)), { seed: 1, numRuns: 200 });
  });

  it('prefers the known values of a named field', () => {
    const values = fc.sample(schemaArbitrary({ type: 'object', properties: { session_id: { type: 'string' } }, required: ['session_id'] }, { ...options, known: (field) => (field === 'session_id' ? ['real-id'] : undefined) }), { seed: 1, numRuns: 100 });
    expect(values.filter((value) => (value as { session_id: string }).session_id === 'real-id').length).toBeGreaterThan(50);
  });
});
