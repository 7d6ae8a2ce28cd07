import { describe, expect, it } from 'vitest';
import { UsageError } from './cli-arguments.ts';
import { cliSentenceModel } from './cli-sentence-model.ts';

describe('the CLI reading SENTENCE_MODEL', () => {
  const fetched = (path: string) => path === 'data/models/all-MiniLM-L6-v2/model.onnx';

  it('unset, none or off: the built-in word vectors', () => {
    expect(cliSentenceModel(undefined, 'data', fetched)).toBeNull();
    expect(cliSentenceModel('none', 'data', fetched)).toBeNull();
    expect(cliSentenceModel(' off ', 'data', fetched)).toBeNull();
  });

  it('a path is used as given', () => {
    expect(cliSentenceModel('/srv/models/minilm', 'data', fetched)).toBe('/srv/models/minilm');
  });

  it('a name is the folder the server fetched into DATA_DIR/models; one not fetched says how to get it', () => {
    expect(cliSentenceModel('all-MiniLM-L6-v2', 'data', fetched)).toBe('data/models/all-MiniLM-L6-v2');
    expect(() => cliSentenceModel('all-MiniLM-L6-v2', 'elsewhere', fetched)).toThrow(UsageError);
    expect(() => cliSentenceModel('all-MiniLM-L6-v2', 'elsewhere', fetched)).toThrow(/elsewhere\/models\/all-MiniLM-L6-v2 has no model yet; `npm start` fetches/);
  });
});
