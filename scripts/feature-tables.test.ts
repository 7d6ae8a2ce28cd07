import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Features own their tables (decision 063): a feature's SQL names only its own tables, the shared layers' and
// better-auth's; another feature's data comes through a port its owner answers.
const featuresDir = fileURLToPath(new URL('../apps/server/src/features', import.meta.url));

function featureTables(): Map<string, string[]> {
  const owned = new Map<string, string[]>();
  for (const feature of readdirSync(featuresDir)) {
    const file = join(featuresDir, feature, `${feature}-tables.ts`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const body = /export interface \w*Tables \{([^}]*)\}/.exec(text)?.[1] ?? '';
    owned.set(feature, [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!));
  }
  return owned;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and their kits and data set up rows of any table, as a user's history would have them.
    return entry.name.endsWith('.ts') && !/(^|[-.])test([-.]|$)/.test(entry.name) ? [path] : [];
  });
}

/** Tables a source names in SQL: Kysely's builder calls and raw SQL's from/join/into/update. */
function tablesNamedIn(text: string, tables: readonly string[]): string[] {
  return tables.filter((table) =>
    new RegExp(`(selectFrom|insertInto|updateTable|deleteFrom|Join|\\.with)\\(\\s*['"\`]${table}\\b|\\b(from|join|into|update)\\s+"?${table}\\b`, 'i').test(text),
  );
}

function crossings(): string[] {
  const owned = featureTables();
  const found = new Set<string>();
  for (const feature of readdirSync(featuresDir)) {
    const others = [...owned].filter(([owner]) => owner !== feature).flatMap(([, tables]) => tables);
    for (const file of sourceFiles(join(featuresDir, feature))) {
      for (const table of tablesNamedIn(readFileSync(file, 'utf8'), others)) found.add(`${feature} → ${table}`);
    }
  }
  return [...found].sort();
}

describe('feature tables', () => {
  it('finds a table named by a builder call or in raw SQL', () => {
    expect(tablesNamedIn("db.selectFrom('analysis_sessions as s')", ['analysis_sessions'])).toEqual(['analysis_sessions']);
    expect(tablesNamedIn('sql`select 1 from video_uploads where id = ${id}`', ['video_uploads'])).toEqual(['video_uploads']);
    expect(tablesNamedIn("db.selectFrom('shares').leftJoin('user as u', 'u.id', 'shares.viewer_id')", ['analysis_sessions'])).toEqual([]);
  });

  it("lets no feature's source name another feature's table in SQL", () => {
    expect(crossings()).toEqual([]);
  });
});
