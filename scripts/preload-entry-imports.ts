// apps/web/src/main.tsx loads the app in parts, with dynamic imports, so that each part is evaluated in a task of its
// own. Vite names in index.html only the entry and what it imports statically; this plugin also names the files of
// those parts, as modulepreload links beside the entry script, so that the browser fetches them with the entry
// instead of after running it.
import type { Plugin, Rollup } from 'vite';

/** The files the entry chunk imports dynamically and every file those import statically, minus the entry's own. */
export function entryImportFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const named = new Set([entry.fileName, ...entry.imports]);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (named.has(fileName) || files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const fileName of entry.dynamicImports) visit(fileName);
  return [...files];
}

/** `html` with a modulepreload link for each of `files` it does not name yet, right after the script tag of `entryFile`. */
export function withModulePreloads(html: string, entryFile: string, files: readonly string[]): string {
  const script = new RegExp(`([ \\t]*)<script\\b[^>]*\\bsrc="/${entryFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>\\n?`);
  const match = script.exec(html);
  if (!match) throw new Error(`index.html has no script for ${entryFile}`);
  const indent = match[1] ?? '';
  const links = files.filter((file) => !html.includes(`href="/${file}"`)).map((file) => `${indent}<link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  const end = match.index + match[0].length;
  return `${html.slice(0, end)}${match[0].endsWith('\n') ? '' : '\n'}${links}${html.slice(end)}`;
}

export function preloadEntryImportsPlugin(): Plugin {
  return {
    name: 'rehearse-preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        return withModulePreloads(html, chunk.fileName, entryImportFiles(bundle, chunk));
      },
    },
  };
}
