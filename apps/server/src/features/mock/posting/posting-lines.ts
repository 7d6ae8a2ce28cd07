/** One line of a pasted job posting, numbered as pasted (1-based, blank lines counted). */
export interface PostingLine {
  number: number;
  text: string;
}

/** A single pasted paragraph is split into sentences past this length, each keeping its line number. */
const LONG_LINE_CHARS = 240;

/** Bullet marks at the start of a line ('•', '-', '*', '1.'), not part of what the line says. */
function withoutBullet(line: string): string {
  return line.replace(/^\s*(?:[-*•·▪◦‣–—]|\d{1,2}[.)])\s+/, '').trim();
}

/** The posting's non-blank lines, bullets removed; a very long line comes back as its sentences. */
export function postingLines(text: string): PostingLine[] {
  return text.split(/\r\n|\r|\n/).flatMap((raw, index) => {
    const line = withoutBullet(raw);
    if (line === '') return [];
    const parts = line.length > LONG_LINE_CHARS ? line.split(/(?<=[.!?;])\s+/).map((s) => s.trim()).filter(Boolean) : [line];
    return parts.map((part) => ({ number: index + 1, text: part }));
  });
}

/** Section headings of postings: never a question's target. */
const KNOWN_HEADINGS =
  /^(?:about (?:us|you|the (?:role|job|team|company))|(?:key |main |your )?(?:requirements|responsibilities|qualifications|duties|skills|benefits|perks)|(?:minimum|preferred|desired|essential) (?:requirements|qualifications|skills)|what (?:you(?:'|’)ll do|you will do|we offer|we(?:'|’)re looking for|we are looking for)|who you are|nice to have|the role|role|overview|summary|job description|how to apply)$/i;

/** A heading line: a known section name, or a short line (at most 6 words) ending with ':'. */
export function isHeadingLine(text: string): boolean {
  const trimmed = text.trim();
  const bare = trimmed.replace(/[:\s]+$/, '');
  if (KNOWN_HEADINGS.test(bare)) return true;
  return trimmed.endsWith(':') && bare.split(/\s+/).length <= 6;
}
