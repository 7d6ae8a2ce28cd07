import { describe, expect, it } from 'vitest';
import { speakableText } from './speech-text.ts';

describe('speakable text', () => {
  it('removes control characters, engine markup and extra whitespace', () => {
    expect(speakableText('Tell me\u0000 about\u200b\n\n a time [[h@loU]] you <speak rate="x">led</speak> a team.')).toBe(
      'Tell me about a time h@loU you led a team.',
    );
  });

  it('cuts long text at a word boundary within the cap', () => {
    const text = 'word '.repeat(400);
    const spoken = speakableText(text, 100);
    expect(spoken.length).toBeLessThanOrEqual(100);
    expect(spoken.endsWith('word')).toBe(true);
  });

  it('leaves nothing when nothing is speakable', () => {
    expect(speakableText('\u0001\u0002 <b></b> ')).toBe('');
  });
});
