import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recogniseIntent, endsWithFinishingPhrase, type IntentContext } from './spoken-intent.ts';

interface LabelledUtterance {
  text: string;
  context: IntentContext;
  intent: string;
  topic: string | null;
}

const tuning = JSON.parse(readFileSync(new URL('./labelled/tuning.json', import.meta.url), 'utf8')) as LabelledUtterance[];

describe('spoken intents on the tuning set', () => {
  it.each(tuning.map((u) => [u.text, u] as const))('%s', (_text, utterance) => {
    const got = recogniseIntent(utterance.text, utterance.context);
    expect({ intent: got.intent, topic: got.topic }).toEqual({ intent: utterance.intent, topic: utterance.topic });
  });
});

describe('a finishing phrase at the end of an answer', () => {
  it('is heard after a whole answer, with thanks after it', () => {
    expect(endsWithFinishingPhrase('we shipped it two weeks early and that is my answer'.split(' '))).toBe(true);
    expect(endsWithFinishingPhrase("so yeah that's it thank you".split(' '))).toBe(true);
    expect(endsWithFinishingPhrase("um i'm done".split(' '))).toBe(true);
  });

  it('is not heard where the words only look like one', () => {
    expect(endsWithFinishingPhrase('and we got it done'.split(' '))).toBe(false);
    expect(endsWithFinishingPhrase("that's it that's the result i'm proudest of".split(' '))).toBe(false);
    expect(endsWithFinishingPhrase('the first thing i did'.split(' '))).toBe(false);
  });
});
