import { describe, expect, it } from 'vitest';
import { isHeadingLine, postingLines } from './posting-lines.ts';

describe('postingLines', () => {
  it('numbers lines as pasted, skips blank ones and strips bullets', () => {
    expect(postingLines('Data Analyst\r\n\n• Write SQL queries\n- Build dashboards\n2. Present to stakeholders\n   ')).toEqual([
      { number: 1, text: 'Data Analyst' },
      { number: 3, text: 'Write SQL queries' },
      { number: 4, text: 'Build dashboards' },
      { number: 5, text: 'Present to stakeholders' },
    ]);
  });

  it('splits one long pasted paragraph into sentences on the same line number', () => {
    const paragraph = `${'We are a growing team that builds tools for clinics. '.repeat(4)}You will own our reporting. You will write SQL daily.`;
    const lines = postingLines(paragraph);
    expect(lines.length).toBeGreaterThan(3);
    expect(new Set(lines.map((l) => l.number))).toEqual(new Set([1]));
    expect(lines.at(-1)?.text).toBe('You will write SQL daily.');
  });

  it('tells section headings from lines that say something', () => {
    for (const heading of ['Requirements:', 'Responsibilities', 'About us', 'What you’ll do:', 'Nice to have', 'Skills and experience:']) expect(isHeadingLine(heading), heading).toBe(true);
    for (const line of ['SQL and Excel', 'Communicate results to managers', 'Requirements gathering with product teams', 'You will own these tasks: reporting, dashboards and forecasts for the finance team:'])
      expect(isHeadingLine(line), line).toBe(false);
  });
});
