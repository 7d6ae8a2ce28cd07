import { describe, expect, it } from 'vitest';
import { asAnswered, asJsonSchema, withNullableOptionalFields } from './auth-openapi-schemas.ts';

describe('asJsonSchema', () => {
  it('turns OpenAPI 3.0 nullable into a null type, in the enum too, and a list of values given as type into an enum', () => {
    expect(asJsonSchema({ type: 'string', nullable: true, format: 'uri' })).toEqual({ type: ['string', 'null'], format: 'uri' });
    expect(asJsonSchema({ type: 'string', enum: ['a'], nullable: true })).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(asJsonSchema({ properties: { kind: { type: ['student', 'professional'], default: 'student' } } })).toEqual({
      properties: { kind: { type: 'string', enum: ['student', 'professional'], default: 'student' } },
    });
    expect(asJsonSchema({ type: ['object', 'null'], properties: { nullable: { type: 'boolean' } } })).toEqual({ type: ['object', 'null'], properties: { nullable: { type: 'boolean' } } });
  });
});

describe('withNullableOptionalFields', () => {
  it('lets the fields a model does not require be null', () => {
    const model = withNullableOptionalFields({ type: 'object', properties: { id: { type: 'string' }, image: { type: 'string' } }, required: ['id'] });
    expect(model.properties).toEqual({ id: { type: 'string' }, image: { type: ['string', 'null'] } });
  });
});

describe('asAnswered', () => {
  const models = { AuthSession: { type: 'object', properties: { id: { type: 'string' }, token: { type: 'string' } }, required: ['id', 'token'] } };

  it('removes credentials below the top level, writing out a model that names one, and makes the top-level token optional', () => {
    const list = asAnswered({ type: 'array', items: { $ref: '#/components/schemas/AuthSession' } }, models, 'removed');
    expect(list).toEqual({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } });
    const signIn = asAnswered({ type: 'object', properties: { token: { type: 'string' }, user: { $ref: '#/components/schemas/AuthUser' } }, required: ['token', 'user'] }, models, 'removed') as {
      properties: { token: { description: string }; user: unknown };
      required: string[];
    };
    expect(signIn.required).toEqual(['user']);
    expect(signIn.properties.token.description).toContain('session cookie');
    expect(signIn.properties.user).toEqual({ $ref: '#/components/schemas/AuthUser' });
  });

  it('keeps the caller\'s own session token for bearer requests, as optional', () => {
    const own = asAnswered({ type: 'object', properties: { session: { $ref: '#/components/schemas/AuthSession' } } }, models, 'only-for-bearer') as {
      properties: { session: { properties: Record<string, { description?: string }>; required: string[] } };
    };
    expect(own.properties.session.required).toEqual(['id']);
    expect(own.properties.session.properties.token?.description).toContain('bearer');
  });
});
