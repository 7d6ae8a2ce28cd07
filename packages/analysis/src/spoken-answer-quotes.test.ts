import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isQuotableWord } from '@rehearse/contract/transcript-trust';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPocketsphinxTranscriber } from './audio/transcription/pocketsphinx-transcriber.ts';
import { analyzeAnswerContent } from './content/analyze-answer-content.ts';
import { speakAnswer } from './fixtures/spoken-answer.ts';
import { systemFilesPresent } from './fixtures/system-files.ts';
import { contentQuotes, unquotableQuotes } from './fixtures/unquotable-quotes.ts';

const POCKETSPHINX = '/usr/bin/pocketsphinx_batch';
const QUESTION = 'Tell me about a time you had to work with a difficult colleague.';
const ANSWER =
  'So I think maybe the hardest one was when we had a new manager and we kind of did not agree on the release plan. ' +
  'We talked about it a lot and we sort of changed the plan a few times. I guess we tried to meet every week and we wrote things down. ' +
  'In the end we shipped the project and the customer was happy I think, and the manager and I still work together today.';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-spoken-answer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// The boundary where a real recogniser's words, with its posteriors, meet the content judgement.
describe.skipIf(!systemFilesPresent('pocketsphinx', [POCKETSPHINX]) || !systemFilesPresent('espeak-ng', ['/usr/bin/espeak-ng']))('content judged from a PocketSphinx transcript', () => {
  it('quotes only runs of words heard at or above the quotable posterior, though the transcript has doubtful words', async () => {
    const wav = join(dir, 'answer.wav');
    await speakAnswer(ANSWER, wav, { voice: 'en-us+f2', wordsPerMinute: 150 });
    const transcript = await createPocketsphinxTranscriber(POCKETSPHINX).transcribe(wav, null);
    expect(transcript.words.filter((w) => !isQuotableWord(w)).length).toBeGreaterThan(3);

    const judge = (words: typeof transcript.words) => analyzeAnswerContent({ words, engine: 'pocketsphinx', question: QUESTION, competency: 'conflict_resolution', targetSeconds: 60 });
    const content = judge(transcript.words);
    expect(content.status).toBe('judged');
    expect(unquotableQuotes(content, transcript.words)).toEqual([]);
    // The same words all heard for certain are quoted: what was withheld above, the posteriors withheld.
    const certain = transcript.words.map((w) => ({ ...w, confidence: 1 }));
    expect(contentQuotes(judge(certain)).length).toBeGreaterThan(contentQuotes(content).length);
  });
});
