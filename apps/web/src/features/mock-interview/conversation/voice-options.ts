import type { SelectOptionGroup } from '../../../components/ui/select.tsx';
import { CONVERSATION_TEXTS as T } from './conversation-texts.ts';
import { BROWSER_VOICE } from './interviewer-voice.ts';

/**
 * The interviewer voice choices, grouped by what makes them: the server's natural (Piper) voices, its synthetic
 * (espeak-ng) ones, and the browser's own; each voice by its own name, so the group says once where it is made.
 */
export function voiceOptionGroups(serverVoices: ReadonlyArray<{ id: string; label: string; engine: string }>): SelectOptionGroup[] {
  const of = (natural: boolean) => serverVoices.filter((v) => (v.engine === 'piper') === natural).map((v) => ({ value: v.id, label: v.label }));
  return [
    { label: T.voiceGroups.natural, options: of(true) },
    { label: T.voiceGroups.synthetic, options: of(false) },
    { label: T.voiceGroups.browser, options: [{ value: BROWSER_VOICE, label: T.browserVoice }] },
  ].filter((group) => group.options.length > 0);
}
