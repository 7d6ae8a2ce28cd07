/**
 * A spoken turn's words as it is kept: the words the controller had when the turn ended, or all the words heard in it
 * once the recogniser has caught up, whichever holds more. A turn ended by a key has none of its own.
 */
export function turnWords(ended: string, heard: string): string {
  return heard.trim().length > ended.trim().length ? heard.trim() : ended;
}
