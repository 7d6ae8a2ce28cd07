import { describe, expect, it } from 'vitest';
import { declaresJson, isEmptyOrJsonObject } from './json-object-body.ts';

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
