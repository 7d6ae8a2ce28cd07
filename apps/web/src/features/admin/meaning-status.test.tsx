import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MeaningStatusPanel } from './meaning-status.tsx';

describe('the answer meaning panel of the Settings tab', () => {
  afterEach(cleanup);

  it('names the engine in use and the sentence model with its state', () => {
    render(
      <MeaningStatusPanel
        status={{ engine: 'word-vectors', model: 'all-MiniLM-L6-v2', state: 'downloading', message: 'The built-in word vectors while the sentence model all-MiniLM-L6-v2 downloads (40 %)' }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Answer meaning' });
    expect(panel.textContent).toContain('Engine in useBuilt-in word vectors');
    expect(panel.textContent).toContain('Sentence modelall-MiniLM-L6-v2 (downloading)');
    expect(panel.textContent).toContain('(40 %)');
  });

  it('says when the sentence model judges', () => {
    render(<MeaningStatusPanel status={{ engine: 'sentence-model', model: 'all-MiniLM-L6-v2', state: 'ready', message: 'The sentence model all-MiniLM-L6-v2 (ONNX Runtime)' }} />);
    expect(screen.getByRole('region', { name: 'Answer meaning' }).textContent).toContain('Engine in useSentence model');
  });

  it('shows a dash for the model when it is off', () => {
    render(<MeaningStatusPanel status={{ engine: 'word-vectors', model: null, state: 'off', message: 'The built-in word vectors: the sentence model is turned off (SENTENCE_MODEL=none)' }} />);
    expect(screen.getByRole('region', { name: 'Answer meaning' }).textContent).toContain('Sentence model—');
  });
});
