import { describe, expect, it } from 'vitest';
import { documentedAnswerCheck, invalidSchemas } from './documented-answer-check.ts';
import { documentedOperations, type OpenApiDocument } from './documented-operations.ts';

const document: OpenApiDocument = {
  paths: {
    '/things/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          404: { content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } } },
          206: { description: 'Part of the file' },
        },
      },
    },
    '/broken': { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Broken' } } } } } } },
  },
  components: {
    schemas: {
      Thing: { type: 'object', properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['a'] } }, required: ['name'] },
      Broken: { type: ['student', 'professional'] } as never,
    },
  },
};
const [things, broken] = documentedOperations(document);
const check = documentedAnswerCheck(document);
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json; charset=UTF-8', text: JSON.stringify(body) });

describe('documentedAnswerCheck', () => {
  it('passes answers true to the document', () => {
    expect(check(things!, json(200, { name: 'x', kind: 'a', more: 1 }))).toEqual([]);
    expect(check(things!, json(404, { message: 'Not found' }))).toEqual([]);
    expect(check(things!, { status: 206, contentType: 'video/webm', text: '' })).toEqual([]);
  });

  it('names an undocumented status, any 5xx, a body outside the schema, a body that is not JSON and an invalid schema', () => {
    expect(check(things!, json(400, { message: 'bad' }))[0]).toContain('does not document');
    expect(check(things!, json(503, { message: 'down' }))[0]).toContain('answered 503');
    expect(check(things!, json(200, { kind: 'b' }))[0]).toMatch(/name.*|kind/);
    expect(check(things!, { status: 200, contentType: 'text/html', text: '<p>' })[0]).toContain('text/html');
    expect(check(broken!, json(200, 'student'))[0]).toContain('not valid JSON Schema');
  });
});

describe('invalidSchemas', () => {
  it('names the schemas that are not JSON Schema 2020-12', () => {
    expect(invalidSchemas(document)).toEqual([expect.stringContaining('#/components/schemas/Broken')]);
  });
});
