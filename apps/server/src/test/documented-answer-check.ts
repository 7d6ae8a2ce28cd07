import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { documentedOperations, type DocumentedOperation, type OpenApiDocument, type ResponseObject } from './documented-operations.ts';
import type { JsonSchema } from './json-schema-arbitrary.ts';

/** What came back for one request. */
export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

const DOCUMENT_ID = 'https://rehearse.invalid/openapi.json';

/** OpenAPI 3.1's own keywords beside JSON Schema 2020-12 (its default dialect); everything else unknown is an error. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

/** `#/components/schemas/X` as a reference into the document registered with the validator. */
const withAbsoluteRefs = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${DOCUMENT_ID}#/$defs/`)) as T;

/** A JSON Schema 2020-12 validator that knows OpenAPI 3.1's keywords and formats and refuses any other keyword. */
function schemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, strictTuples: false });
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  addFormats.default(ajv);
  return ajv;
}

/** The names of the models `schema` refers to, directly or through other models. */
function referencedComponents(schema: JsonSchema, components: Record<string, JsonSchema>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1] ?? '';
      if (found.has(name)) continue;
      found.add(name);
      visit(components[name] ?? {});
    }
  };
  visit(schema);
  return [...found];
}

/**
 * Every schema of the document (models, parameters, request and response bodies) that is not valid JSON Schema
 * 2020-12 with OpenAPI's keywords, as `where: what is wrong`.
 */
export function invalidSchemas(document: OpenApiDocument): string[] {
  const ajv = schemaValidator();
  const problems: string[] = [];
  const checkOne = (where: string, schema: unknown) => {
    if (!ajv.validateSchema(withAbsoluteRefs(schema as JsonSchema))) problems.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) checkOne(`#/components/schemas/${name}`, schema);
  for (const operation of documentedOperations(document)) {
    for (const parameter of operation.parameters) checkOne(`${operation.key} parameter ${parameter.name}`, parameter.schema);
    if (operation.body) checkOne(`${operation.key} request body`, operation.body.schema);
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [type, content] of Object.entries(response.content ?? {})) if (content.schema) checkOne(`${operation.key} ${status} ${type}`, content.schema);
    }
  }
  return problems;
}

/**
 * Checks answers against what the document says of an operation: the status is one it documents, never a 5xx, and
 * a JSON body validates against the documented schema (JSON Schema 2020-12, strict: an invalid schema or a keyword
 * outside JSON Schema and OpenAPI is a problem too). Answers the problems found, none when the answer is true to it.
 */
export function documentedAnswerCheck(document: OpenApiDocument): (operation: DocumentedOperation, answer: Answer) => string[] {
  const ajv = schemaValidator();
  const components = document.components?.schemas ?? {};
  // Each model is checked on its own, so that an invalid one is reported for the operations that use it only.
  const invalidComponents = new Map(Object.entries(components).flatMap(([name, schema]) => (ajv.validateSchema(withAbsoluteRefs(schema)) ? [] : [[name, ajv.errorsText(ajv.errors)] as const])));
  ajv.addSchema({ $id: DOCUMENT_ID, $defs: withAbsoluteRefs(components) }, undefined, undefined, false);
  const validators = new Map<string, ValidateFunction | string>();
  const validatorOf = (key: string, schema: JsonSchema): ValidateFunction | string => {
    let validator = validators.get(key);
    if (validator === undefined) {
      const invalid = referencedComponents(schema, components).filter((name) => invalidComponents.has(name));
      try {
        if (invalid.length > 0) throw new Error(invalid.map((name) => `${name}: ${invalidComponents.get(name)}`).join('; '));
        validator = ajv.compile(withAbsoluteRefs(schema));
      } catch (error) {
        validator = `its documented schema is not valid JSON Schema: ${(error as Error).message}`;
      }
      validators.set(key, validator);
    }
    return validator;
  };

  return (operation, answer) => {
    if (answer.status >= 500) return [`answered ${answer.status}: ${answer.text.slice(0, 300)}`];
    const status = String(answer.status);
    const entry: ResponseObject | undefined = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!entry) return [`answered ${status}, which it does not document (it documents ${Object.keys(operation.responses).join(', ')}): ${answer.text.slice(0, 300)}`];
    if (!entry.content) return [];
    const mediaType = (answer.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const described = entry.content[mediaType];
    if (!described) {
      return [`answered ${status} as ${mediaType || 'no content type'}, where it documents ${Object.keys(entry.content).join(', ')}: ${answer.text.slice(0, 200)}`];
    }
    if (!mediaType.endsWith('json') || !described.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`answered ${status} with a body that is not JSON: ${answer.text.slice(0, 200)}`];
    }
    const validator = validatorOf(`${operation.key} ${status} ${mediaType}`, described.schema);
    if (typeof validator === 'string') return [`${status}: ${validator}`];
    if (validator(body)) return [];
    const errors = (validator.errors ?? []).slice(0, 4).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`);
    return [`answered ${status} with a body outside its documented schema: ${errors.join('; ')} — body ${answer.text.slice(0, 400)}`];
  };
}
