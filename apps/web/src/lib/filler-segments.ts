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

/**
 * A mock answer's transcript with its fillers marked, and how many of its counted fillers were heard only in the audio.
 * A report with `transcript_pieces` marks exactly the fillers it counted; an older one marks its filler words wherever
 * they occur (and cannot say which were heard only).
 */
export function answerTranscriptMarks(q: { transcript: string | null; fillers: readonly string[]; filler_words: number | null; transcript_pieces?: readonly TextSegment[] | undefined }): {
  segments: TextSegment[];
  heardOnly: number;
} {
  if (!q.transcript) return { segments: [], heardOnly: 0 };
  if (!q.transcript_pieces) return { segments: fillerSegments(q.transcript, q.fillers), heardOnly: 0 };
  const segments = q.transcript_pieces.flatMap((piece, i) => (i === 0 ? [piece] : [{ text: ' ', filler: false }, piece]));
  const marked = q.transcript_pieces.filter((p) => p.filler).length;
  return { segments, heardOnly: Math.max(0, (q.filler_words ?? marked) - marked) };
}
