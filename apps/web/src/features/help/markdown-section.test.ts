import { describe, expect, it } from 'vitest';
import operationsGuide from '../../../../../docs/OPERATIONS.md?raw';
import { markdownSection } from './markdown-section.ts';
import { WHISPER_HELP_HEADING } from './whisper-help-page.tsx';

const DOC = ['# Guide', 'intro', '## One', 'first', '### Detail', 'more', '## Two', 'second'].join('\n');

describe('markdownSection', () => {
  it('takes the section up to the next heading of its level, keeping sub-headings', () => {
    expect(markdownSection(DOC, 'One')).toBe('## One\nfirst\n### Detail\nmore');
  });
  it('takes the last section to the end of the document', () => {
    expect(markdownSection(DOC, 'Two')).toBe('## Two\nsecond');
  });
  it('is null for a heading the document lacks', () => {
    expect(markdownSection(DOC, 'Three')).toBeNull();
  });
  it('finds the Whisper set-up steps in the operations guide the help page shows', () => {
    expect(markdownSection(operationsGuide, WHISPER_HELP_HEADING)).toContain('WHISPER_MODEL=');
  });
});
