export interface TextSegment {
  text: string;
  filler: boolean;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a transcript into plain and filler stretches (whole words or phrases, case-insensitive), for highlighting. */
export function fillerSegments(text: string, fillers: readonly string[]): TextSegment[] {
  const phrases = [...new Set(fillers.map((f) => f.trim()).filter((f) => f.length > 0))].sort((a, b) => b.length - a.length);
  if (phrases.length === 0 || text.length === 0) return text ? [{ text, filler: false }] : [];
  const pattern = new RegExp(`\\b(${phrases.map(escape).join('|')})\\b`, 'gi');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index;
    if (at > last) segments.push({ text: text.slice(last, at), filler: false });
    segments.push({ text: match[0], filler: true });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), filler: false });
  return segments;
}
