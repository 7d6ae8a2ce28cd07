import { INTERVIEWER_MAX_UTTERANCE_CHARS } from '@rehearse/contract/interview-conversation';

/**
 * Text made safe to hand to a speech engine: control characters and markup an engine would act on (espeak-ng's
 * `[[phonemes]]`, SSML-looking tags) removed, whitespace collapsed, and cut at a word boundary to the utterance cap so
 * that no request makes the engine talk for minutes. Empty when nothing speakable is left.
 */
export function speakableText(text: string, maxChars: number = INTERVIEWER_MAX_UTTERANCE_CHARS): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/\[\[|\]\]/g, ' ')
    .replace(/<[^>]{0,200}>/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= maxChars) return cleaned;
  const cut = cleaned.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxChars)).trim();
}
