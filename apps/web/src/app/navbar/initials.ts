/** Up to two initials of a name, upper-case ('Ada Lovelace' → 'AL', 'grace' → 'G'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((w) => [...(w ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}
