// Vite names the entry script, then its modulepreloads, then the stylesheet in the built index.html. A browser asks
// for them in that order, and over HTTP/1.1 (six connections a host, as `npm start` serves without a proxy) the
// stylesheet — the one file the first paint waits for — queues behind a dozen scripts. This plugin moves the
// stylesheet links in front of the first script or modulepreload.
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;
const FIRST_SCRIPT = /[ \t]*<(?:script\b|link\b[^>]*\brel="modulepreload")/;

/** `html` with its stylesheet links moved in front of its first script or modulepreload link. */
export function stylesheetsFirst(html: string): string {
  const script = FIRST_SCRIPT.exec(html);
  if (!script) return html;
  const before = html.slice(0, script.index);
  const after = html.slice(script.index);
  const sheets = after.match(STYLESHEET) ?? [];
  if (sheets.length === 0) return html;
  return before + sheets.map((sheet) => (sheet.endsWith('\n') ? sheet : `${sheet}\n`)).join('') + after.replace(STYLESHEET, '');
}

export function stylesheetsFirstPlugin(): Plugin {
  return { name: 'rehearse-stylesheets-first', apply: 'build', transformIndexHtml: { order: 'post', handler: stylesheetsFirst } };
}
