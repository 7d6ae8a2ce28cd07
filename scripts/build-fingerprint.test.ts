import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprint, inputFiles } from './build-fingerprint.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rehearse-fingerprint-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('build inputs fingerprint', () => {
  it('lists the files under the inputs, sorted, without node_modules or dist folders, and skips missing inputs', () => {
    const root = tree({ 'pkg/src/b.ts': 'b', 'pkg/src/a/c.ts': 'c', 'pkg/src/node_modules/x.js': 'x', 'pkg/dist/a.js': 'a', 'lock.json': '{}' });
    expect(inputFiles(root, ['pkg', 'lock.json', 'missing.json'])).toEqual(['lock.json', 'pkg/src/a/c.ts', 'pkg/src/b.ts']);
  });

  it('changes when a file changes, appears or goes, and not when only its times change', () => {
    const root = tree({ 'src/a.ts': 'a', 'src/b.ts': 'b' });
    const before = fingerprint(root, ['src']);
    utimesSync(join(root, 'src/a.ts'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(fingerprint(root, ['src'])).toBe(before);

    writeFileSync(join(root, 'src/a.ts'), 'a2');
    const edited = fingerprint(root, ['src']);
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src/new.ts'), '');
    const added = fingerprint(root, ['src']);
    expect(added).not.toBe(edited);
    rmSync(join(root, 'src/b.ts'));
    expect(fingerprint(root, ['src'])).not.toBe(added);
  });

  it('tells a renamed file from the same content under its old name', () => {
    const root = tree({ 'src/a.ts': 'same' });
    const before = fingerprint(root, ['src']);
    rmSync(join(root, 'src/a.ts'));
    writeFileSync(join(root, 'src/b.ts'), 'same');
    expect(fingerprint(root, ['src'])).not.toBe(before);
  });
});
