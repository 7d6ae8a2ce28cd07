import type { JsonSchema } from './json-schema-arbitrary.ts';

/** An OpenAPI 3.1 document, as far as the request generator and the answer check read it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, ResponseObject>;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

/** One operation of the document: its method and path, what a request may carry, and the answers it documents. */
export interface DocumentedOperation {
  /** `GET /api/analysis/user-analyses/`: the operation's name in test titles and reports. */
  key: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }>;
  body?: { required: boolean; mediaType: string; schema: JsonSchema };
  responses: Record<string, ResponseObject>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of `document`, in the document's order. Header and cookie parameters are the clients' business (the callers send them). */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const json = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => type.startsWith('application/json'));
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: (operation.parameters ?? [])
            .filter((parameter): parameter is ParameterObject & { in: 'path' | 'query' } => parameter.in === 'path' || parameter.in === 'query')
            .map((parameter) => ({ name: parameter.name, in: parameter.in, required: parameter.in === 'path' || parameter.required === true, schema: parameter.schema ?? {} })),
          body: json ? { required: operation.requestBody?.required === true, mediaType: json[0], schema: json[1].schema ?? {} } : undefined,
          responses: operation.responses ?? {},
        };
      }),
  );
}

/** The schema `#/components/schemas/<name>` names. */
export function schemaResolver(document: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name === undefined ? undefined : document.components?.schemas?.[name];
    if (!schema) throw new Error(`unresolvable $ref ${ref}`);
    return schema;
  };
}
