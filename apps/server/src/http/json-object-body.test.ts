import { describe, expect, it } from 'vitest';
import { carriesBody, declaresJson, isEmptyOrJsonObject } from './json-object-body.ts';

describe('isEmptyOrJsonObject', () => {
  it('accepts objects and no body', () => {
    for (const text of ['{}', '{"a":1}', ' {"a":[1]} ', '', '  ']) expect(isEmptyOrJsonObject(text)).toBe(true);
  });
  it('refuses every other JSON value and text that is not JSON', () => {
    for (const text of ['null', '[]', '[{}]', '0', '-1e999', '"x"', 'true', '{"a":', '{', 'nul', '{}x']) expect(isEmptyOrJsonObject(text)).toBe(false);
  });
});

describe('declaresJson', () => {
  it('knows JSON types with parameters and suffixes, and nothing else', () => {
    expect(['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json'].map(declaresJson)).toEqual([true, true, true]);
    expect(['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', '', null].map(declaresJson)).toEqual([false, false, false, false, false]);
  });
});

describe('carriesBody', () => {
  const post = (headers: Record<string, string>, body: string | null = 'x') => new Request('http://localhost/', { method: 'POST', headers, body });
  it('sees a body only with a length above zero or a transfer encoding', () => {
    expect(carriesBody(post({ 'content-length': '1' }))).toBe(true);
    expect(carriesBody(post({ 'transfer-encoding': 'chunked' }))).toBe(true);
    expect(carriesBody(post({ 'content-length': '0' }))).toBe(false);
    expect(carriesBody(post({}, null))).toBe(false);
  });
});
