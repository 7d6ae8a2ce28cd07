import { z } from 'zod';

/** A reply's required shape as JSON Schema, named (OpenAI's `response_format.json_schema.name`). */
export interface JsonOutputSchema {
  name: string;
  schema: JsonSchema;
}

/**
 * The subset of JSON Schema both adapters understand: llama.cpp's grammar builder (node-llama-cpp's GbnfJsonSchema)
 * and OpenAI's strict structured outputs.
 */
export type JsonSchema =
  | { type: 'object'; properties: Record<string, JsonSchema>; required: string[]; additionalProperties: false; description?: string }
  | { type: 'array'; items: JsonSchema; minItems?: number; maxItems?: number; description?: string }
  | { type: 'string'; minLength?: number; maxLength?: number; description?: string }
  | { type: 'number' | 'integer' | 'boolean' | 'null'; description?: string }
  | { enum: ReadonlyArray<string | number | boolean | null>; description?: string }
  | { const: string | number | boolean | null; description?: string }
  | { anyOf: JsonSchema[]; description?: string };

/** Whole numbers in a range this small become a list of values, which the grammar can hold the model to. */
const MAX_ENUMERATED_RANGE = 20;

/**
 * The JSON Schema of a zod schema (zod's own conversion), cut down to what both adapters accept: every property
 * required, no other properties, a small whole-number range listed (a grammar has no `minimum`), the rest
 * (`pattern`, `format`, `$schema`) dropped — the caller's zod schema checks those on the reply.
 */
export function jsonOutputSchema(name: string, schema: z.ZodType): JsonOutputSchema {
  return { name, schema: simplify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) };
}

function simplify(node: Record<string, unknown>): JsonSchema {
  const description = typeof node.description === 'string' ? { description: node.description } : {};
  if (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)) {
    const options = ((node.anyOf ?? node.oneOf) as Array<Record<string, unknown>>).map(simplify);
    return { anyOf: options, ...description };
  }
  if (Array.isArray(node.enum)) return { enum: node.enum as Array<string | number | boolean | null>, ...description };
  if (node.const !== undefined) return { const: node.const as string | number | boolean | null, ...description };
  switch (node.type) {
    case 'object': {
      const properties = Object.fromEntries(Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>).map(([key, value]) => [key, simplify(value)]));
      return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false, ...description };
    }
    case 'array':
      return {
        type: 'array',
        items: simplify((node.items ?? {}) as Record<string, unknown>),
        ...(typeof node.minItems === 'number' ? { minItems: node.minItems } : {}),
        ...(typeof node.maxItems === 'number' ? { maxItems: node.maxItems } : {}),
        ...description,
      };
    case 'string':
      return {
        type: 'string',
        ...(typeof node.minLength === 'number' ? { minLength: node.minLength } : {}),
        ...(typeof node.maxLength === 'number' ? { maxLength: node.maxLength } : {}),
        ...description,
      };
    case 'integer': {
      const min = node.minimum;
      const max = node.maximum;
      if (typeof min === 'number' && typeof max === 'number' && max - min <= MAX_ENUMERATED_RANGE) {
        return { enum: Array.from({ length: max - min + 1 }, (_, i) => min + i), ...description };
      }
      return { type: 'integer', ...description };
    }
    case 'number':
    case 'boolean':
    case 'null':
      return { type: node.type, ...description };
    default:
      throw new Error(`a reply schema cannot hold ${JSON.stringify(node)}`);
  }
}
