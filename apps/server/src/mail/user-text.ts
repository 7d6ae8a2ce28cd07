/**
 * Someone's own words placed in a mail that we send (a sender's name in an invitation). Mail programs turn
 * anything that looks like an address into a link, in text and HTML parts alike; written by a stranger, that
 * is a phishing link under our name. So the words are shown as theirs, in quotation marks, and every
 * address-like part is "defanged" the way security advisories quote addresses: `evil[.]example`, `https[:]//`.
 */

/** Dots as label separators: ASCII and the ideographic/full-width ones that domain names also accept. */
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** `word.word…tld` where the last label is two or more letters (or punycode), or a dotted IPv4 address. */
const DOMAIN_LIKE = new RegExp(
  `(?<![\\p{L}\\p{N}_-])(?:(?:${LABEL}${DOT})+(?:\\p{L}{2,}|xn--[a-z0-9-]+)|\\d{1,3}(?:${DOT}\\d{1,3}){3})(?![\\p{L}\\p{N}_-])`,
  'giu',
);
const SCHEME_WITH_SLASHES = /([a-z][a-z0-9+.-]*):\/\//giu;
const SCHEME_WITHOUT_SLASHES = /\b(mailto|tel|sms|javascript|vbscript|data):/giu;

/** `text` with nothing a mail program would turn into a link; words without dots or schemes are left alone. */
export function withoutLinks(text: string): string {
  return text
    .replace(SCHEME_WITH_SLASHES, '$1[:]//')
    .replace(SCHEME_WITHOUT_SLASHES, '$1[:]')
    .replace(DOMAIN_LIKE, (match) => match.replace(new RegExp(DOT, 'gu'), '[.]'));
}

/** Someone's words as a quotation, without links: `“…”`. Say whose words they are beside it. */
export function quotedUserText(text: string): string {
  return `“${withoutLinks(text)}”`;
}
