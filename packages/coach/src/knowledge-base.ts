import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** One piece of interview guidance from `knowledge/<topic>.json`, written for this product. */
export interface GuidancePassage {
  id: string;
  /** The file it came from: 'star-method', 'eye-contact', … */
  topic: string;
  title: string;
  tags: string[];
  /** Markdown. */
  text: string;
}

const passageFileSchema = z.array(
  z.object({ id: z.string().min(1), title: z.string().min(1), tags: z.array(z.string()), text: z.string().min(1) }).strict(),
);

export const KNOWLEDGE_DIR = fileURLToPath(new URL('../knowledge/', import.meta.url));

/** Reads and validates every passage file; throws naming the file when one is malformed or an id repeats. */
export function loadKnowledgeBase(dir: string = KNOWLEDGE_DIR): GuidancePassage[] {
  const passages: GuidancePassage[] = [];
  const seen = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const parsed = passageFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`Knowledge file ${file} is invalid: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
    for (const p of parsed.data) {
      if (seen.has(p.id)) throw new Error(`Knowledge passage id ${p.id} appears twice`);
      seen.add(p.id);
      passages.push({ ...p, topic: basename(file, '.json') });
    }
  }
  return passages;
}
