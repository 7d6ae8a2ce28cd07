// Pre-rendered pages (docs/decisions/035-pre-rendered-landing-and-sign-in.md): after Vite has written the web app,
// this plugin builds src/prerender.tsx for Node, renders each listed page with it and writes
// `dist/prerendered/<page>.html` — the built index.html with that page's markup inside #root (marked with the URL it
// was rendered for) and modulepreload links for its screen's on-demand files. The server sends these to visitors
// without a session (apps/server/src/http/static-web.ts); the precompress plugin compresses them with the rest.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';

export interface PrerenderedPage {
  /** The URL path, e.g. `/login`. */
  path: string;
  /** The screen's on-demand module (relative to the web root), whose files the page preloads; none for the landing page. */
  screen?: string;
}

/** Where the pre-rendered page for URL path `path` lives in dist/ (`/` → `/prerendered/index.html`). */
export function prerenderedFile(path: string): string {
  return `/prerendered${path === '/' ? '/index' : path}.html`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** An inert element right after #root: the browser has parsed the whole page markup once it has reached it. */
export const PAGE_PARSED_MARK = '<template id="page-parsed"></template>';

/**
 * Holds the first paint until the parser has reached PAGE_PARSED_MARK. A slow phone otherwise paints the part of the
 * page parsed so far: the sign-in form, centred on the screen, was painted half-built and then jumped up by 110 px
 * when the rest arrived (a layout shift of 0.07 in one Lighthouse run of three). Chromium lifts the block when the
 * element is inserted, hence a mark after #root rather than #root itself. Browsers without `rel=expect` ignore it.
 */
export const WHOLE_PAGE_FIRST = '<link rel="expect" href="#page-parsed" blocking="render">';

/**
 * `shell` (the built index.html) with `markup` inside #root, marked as rendered for `path`, its first paint held
 * until the markup is parsed, and `preloads` in its head.
 */
export function pageHtml(shell: string, path: string, markup: string, preloads: readonly string[]): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
  const links = [WHOLE_PAGE_FIRST, ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].map((link) => `    ${link}\n`).join('');
  return shell
    .replace('</head>', `${links}  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${path}">${markup}</div>${PAGE_PARSED_MARK}`);
}

/** The files of the chunk holding `module` and every chunk it imports statically, minus those `shell` already loads. */
export function screenFiles(bundle: Rollup.OutputBundle, root: string, module: string, shell: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const id = resolve(root, module);
  // A module grouped with others (apps/web/vite.config.ts, codeSplitting) is no chunk's facade: take the chunk holding it.
  const entry = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
  if (!entry) throw new Error(`No chunk was built from ${module}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return [...files].filter((file) => !shell.includes(`/${file}"`));
}

export function prerenderPlugin(pages: readonly PrerenderedPage[]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'rehearse-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Inside the web workspace, so that Node finds the packages the server build leaves external.
      const serverDir = join(root, 'node_modules', '.cache', 'rehearse-prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
      });
      const { prerenderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
        prerenderPage: (path: string) => Promise<string>;
      };
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      for (const page of pages) {
        const preloads = page.screen ? screenFiles(bundle, root, page.screen, shell) : [];
        const file = join(outDir, prerenderedFile(page.path));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, pageHtml(shell, page.path, await prerenderPage(page.path), preloads));
      }
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
