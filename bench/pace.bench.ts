// `npm run bench:pace`: the pace while speaking (`speaking_pace_over_speaking_time`) of the engine on the timed LibriVox
// clips of pocketsphinx-testdata, each on its own and all five joined with pauses of 0.2–2.5 s, against a reference
// that does not depend on the recogniser's own word times: the reference transcript's words ÷ their speech time, which
// is the forced-aligned words' union with silences of 250 ms or more left out (fixtures/forced-alignment.ts).
// Columns: the reference; "before", how the figure was counted until now (words heard ÷ the union of the recogniser's
// word spans, gaps under 0.3 s bridged); "after", the engine's figure (words heard ÷ acoustic speech time, pauses of
// 250 ms or more out); and "after, reference words", which takes the recogniser's word count out of the error.
import { analyze } from '@rehearse/analysis';
import { timedReferenceSpeech, wordSpanTime } from '@rehearse/analysis/test-fixtures';

const REFERENCE_PAUSE_SECONDS = 0.25;
const BEFORE_BRIDGE_SECONDS = 0.3;

const wpm = (words: number, seconds: number): number => (seconds > 0 ? (words / seconds) * 60 : 0);
const signed = (value: number, reference: number): string => {
  const change = ((value - reference) / reference) * 100;
  return `${value.toFixed(1)} (${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %)`;
};

const rows: string[] = [];
for (const clip of await timedReferenceSpeech()) {
  const referenceTime = wordSpanTime(clip.words, REFERENCE_PAUSE_SECONDS);
  const reference = wpm(clip.words.length, referenceTime);
  const result = await analyze(clip.path, { transcriber: 'pocketsphinx', findSpeakers: false });
  const heard = result.transcript?.words ?? [];
  const before = wpm(heard.length, wordSpanTime(heard, BEFORE_BRIDGE_SECONDS));
  const after = result.audio.metrics.speaking_pace_over_speaking_time ?? 0;
  const speechTime = after > 0 ? (heard.length / after) * 60 : 0;
  rows.push(
    [
      clip.id,
      clip.duration.toFixed(2),
      String(clip.words.length),
      String(heard.length),
      referenceTime.toFixed(2),
      speechTime.toFixed(2),
      reference.toFixed(1),
      signed(before, reference),
      signed(after, reference),
      signed(wpm(clip.words.length, speechTime), reference),
      (result.audio.metrics.speaking_pace ?? 0).toFixed(1),
    ].join(' | '),
  );
}
console.log('| clip | duration s | reference words | words heard | reference speech time s | speech time s | reference WPM | before | after | after, reference words | pace over the whole recording |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row} |`);
