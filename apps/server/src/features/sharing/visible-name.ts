/**
 * The name a person shows to those they share with (or who share with them): their full name, or
 * only its initials ("Ada Lovelace" → "A. L.") when their settings say `privacy.profileVisible: false`.
 */
export function visibleName(name: string, settingsJson: string | null): string {
  return profileVisible(settingsJson) ? name : initialsOf(name);
}

export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]?.toUpperCase() ?? ''}.`);
  return initials.length ? initials.join(' ') : '?';
}

function profileVisible(settingsJson: string | null): boolean {
  if (!settingsJson) return true;
  try {
    const settings = JSON.parse(settingsJson) as { privacy?: { profileVisible?: unknown } } | null;
    return settings?.privacy?.profileVisible !== false;
  } catch {
    return true;
  }
}
