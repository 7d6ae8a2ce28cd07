/** A note said aloud is at most about this long: one sentence, a few seconds of speech. */
const MAX_NOTE_CHARS = 160;

/**
 * Practice's short note after an answer, from the content finding written for the report: without the bracketed
 * explanations of how it was counted, and — when the finding ends with a question to the candidate — that question
 * alone, which is the part worth hearing between two questions.
 */
export function spokenNote(finding: string): string {
  const plain = finding.replace(/\s*\([^()]*\)/g, '').replace(/\s+/g, ' ').trim();
  const sentences = plain.match(/[^.?!]+(?:"[^"]*"[^.?!]*)*[.?!]+|[^.?!]+$/g)?.map((s) => s.trim()).filter(Boolean) ?? [plain];
  const last = sentences.at(-1) ?? plain;
  const note = last.endsWith('?') ? last : (sentences[0] ?? plain);
  return note.length > MAX_NOTE_CHARS ? `${note.slice(0, MAX_NOTE_CHARS).replace(/\s+\S*$/, '')}…` : note;
}
