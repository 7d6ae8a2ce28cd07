import { resolve } from 'node:path';
import type { ModelSetting } from './model-catalogue.ts';

/**
 * `none` (or `off`): no model. A name in `catalogue`: fetched into DATA_DIR/models. Anything else is a path (a file or
 * a folder), relative to the working directory.
 */
export function parseModelSetting<Name extends string>(value: string, catalogue: Record<Name, unknown>): ModelSetting<Name> {
  const trimmed = value.trim();
  if (trimmed === 'none' || trimmed === 'off') return { kind: 'none' };
  if (Object.hasOwn(catalogue, trimmed)) return { kind: 'name', name: trimmed as Name };
  return { kind: 'file', path: resolve(trimmed) };
}
