// The fingerprint of a build's inputs: one hash over the path and content of every input file, so a
// build is redone exactly when a source, a dependency version or the build itself has changed —
// whatever the files' times say (a checkout, a copy or a hard-linked worktree keeps or resets them).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders never part of a build's inputs wherever they appear. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

/**
 * Every file under `paths` (files or folders, relative to `root`), as sorted `/`-separated paths relative to `root`.
 * A missing path counts as no files: deleting an input changes the fingerprint like any other change.
 * @param {string} root
 * @param {readonly string[]} paths
 * @returns {string[]}
 */
export function inputFiles(root, paths) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} path */
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  for (const path of paths) {
    const absolute = join(root, path);
    if (!existsSync(absolute)) continue;
    if (statSync(absolute).isDirectory()) walk(absolute);
    else files.push(absolute);
  }
  return [...new Set(files.map((file) => relative(root, file).split(sep).join('/')))].sort();
}

/**
 * sha256 over every input file's relative path and content.
 * @param {string} root
 * @param {readonly string[]} paths
 */
export function fingerprint(root, paths) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, paths)) {
    const content = readFileSync(join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}
