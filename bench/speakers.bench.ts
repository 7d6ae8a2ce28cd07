// `npm run bench:speakers`: who speaks when, on the two-voice interview fixture (the pocketsphinx-testdata "cards"
// speaker asks four times, the LibriVox reader answers; known turn times and word counts) and on one-voice
// recordings. Prints the candidate's word-count error (target ±15 %), the interviewer turns found (target: the truth
// ±1), the share of speech time given to the right voice, and how many voices each one-voice recording got (1 is
// right). The engine runs as the product runs it (default recogniser, video worker), one recording at a time.
import { analyze } from '@rehearse/analysis';
import { ensureBenchmarkClip, ensureFixtures, ensureTwoVoiceInterview } from '@rehearse/analysis/test-fixtures';
import type { TimeRange } from '@rehearse/contract/analysis-result';

const overlap = (a: TimeRange, b: TimeRange) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

const interview = await ensureTwoVoiceInterview();
let started = performance.now();
const result = await analyze(interview.path);
const seconds = (performance.now() - started) / 1000;
const { truth } = interview;
const speakers = result.speakers;
const words = result.audio.metrics.word_count ?? 0;
const wordError = (words - truth.candidateWordCount) / truth.candidateWordCount;
const interviewerTurns = speakers ? speakers.turns.filter((t) => t.voice !== speakers.candidate_voice) : [];
// Speech time inside the true turns that the found turns give to the same speaker.
let right = 0;
let total = 0;
for (const [truthTurns, isCandidate] of [
  [truth.candidateTurns, true],
  [truth.interviewerTurns, false],
] as const) {
  for (const turn of truthTurns) {
    total += turn.end - turn.start;
    for (const found of speakers?.turns ?? []) if ((found.voice === speakers?.candidate_voice) === isCandidate) right += overlap(turn, found);
  }
}

console.log(`two-voice interview (${truth.duration.toFixed(1)} s, analysed in ${seconds.toFixed(1)} s, transcriber ${result.engines.transcriber})`);
console.log(`  voices found:               ${speakers?.voices.length ?? 1} (candidate by ${speakers?.candidate_basis ?? '—'})`);
console.log(`  candidate words:            ${words} vs ${truth.candidateWordCount} true → ${(wordError * 100).toFixed(1)} % (target ±15 %) ${Math.abs(wordError) <= 0.15 ? 'OK' : 'MISSED'}`);
console.log(`  all speech as one voice:    ${speakers?.all.audio.metrics.word_count ?? words} words (the truth: ${truth.candidateWordCount + truth.interviewerWordCount})`);
console.log(`  interviewer turns:          ${interviewerTurns.length} vs ${truth.interviewerTurns.length} true (target ±1) ${Math.abs(interviewerTurns.length - truth.interviewerTurns.length) <= 1 ? 'OK' : 'MISSED'}`);
console.log(`  speech time to right voice: ${((right / total) * 100).toFixed(1)} % of the true turns' time (turn edges include each recording's own silence)`);
console.log(`  question → answer pairs:    ${result.interview_questions?.length ?? 0}`);
for (const q of result.interview_questions ?? []) console.log(`    "${q.question}" → ${q.word_count} words at ${q.speaking_pace} WPM`);

const fixtures = await ensureFixtures();
for (const [name, file] of [
  ['talking head (21 s, one reader + an espeak "um")', fixtures.talkingHead.path],
  ['short clip (4 s)', fixtures.containers.mp4],
  ['benchmark clip (60 s, the LibriVox clips repeated)', await ensureBenchmarkClip()],
] as const) {
  started = performance.now();
  const one = await analyze(file);
  console.log(`one voice: ${name}: ${one.speakers?.voices.length ?? 1} voice(s) found (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
