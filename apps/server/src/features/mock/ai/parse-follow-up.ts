/** The model's follow-up: one question of sensible length, quotes and labels removed; null otherwise. */
export function parseFollowUp(reply: string): string | null {
  const text = reply
    .trim()
    .replace(/^(follow-?up( question)?|question)\s*:\s*/i, '')
    .replace(/^["“']|["”']$/g, '')
    .trim();
  if (text.length < 10 || text.length > 300 || !text.endsWith('?') || text.includes('\n')) return null;
  return text;
}
