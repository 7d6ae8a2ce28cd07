import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageModelStatusPanel } from './language-model-status.tsx';

describe('the language model panel of the Settings tab', () => {
  afterEach(cleanup);

  it('names the local model and its state while it downloads', () => {
    render(
      <LanguageModelStatusPanel
        status={{ engine: 'built-in', model: 'llama-3.2-1b', state: 'downloading', message: 'The built-in rules while the local model llama-3.2-1b downloads (40 %)' }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Coach and rebuilt answers' });
    expect(panel.textContent).toContain('Engine in useBuilt-in rules');
    expect(panel.textContent).toContain('Language modelllama-3.2-1b (downloading)');
    expect(panel.textContent).toContain('(40 %)');
  });

  it('says why the local model is off on a machine that cannot run it', () => {
    const message = 'The built-in rules: this machine cannot run the local model (2.1 GB of memory is free and it needs 4.0 GB)';
    render(<LanguageModelStatusPanel status={{ engine: 'built-in', model: 'llama-3.2-1b', state: 'unavailable', message }} />);
    expect(screen.getByRole('region', { name: 'Coach and rebuilt answers' }).textContent).toContain(message);
  });

  it('says when the local model writes', () => {
    render(<LanguageModelStatusPanel status={{ engine: 'local-model', model: 'llama-3.2-1b', state: 'ready', message: 'The local model llama-3.2-1b (llama.cpp, on this server)' }} />);
    expect(screen.getByRole('region', { name: 'Coach and rebuilt answers' }).textContent).toContain('Engine in useLocal model');
  });
});
