import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localTitle } from '../../../lib/local-title.ts';
import { CoachMarkdown } from './coach-markdown.tsx';

const zone = process.env.TZ;
afterEach(() => {
  cleanup();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('CoachMarkdown', () => {
  it("names a mock interview's time as the report and the lists do, in the user's time zone", () => {
    process.env.TZ = 'Asia/Tokyo';
    const title = 'Mock interview — Behavioral, 28 Nov 2026 15:15 UTC';
    const earlier = 'Mock interview — 27 Nov 2026 09:00 UTC';
    const { container } = render(<CoachMarkdown text={`### Your numbers\n- **Latest overall score**: 70.0% ("${title}")\n- **Compared with "${earlier}"**: +1.0 points`} />);
    const text = container.textContent ?? '';
    expect(text).not.toContain('UTC');
    expect(text).toContain(localTitle(title));
    expect(text).toContain(localTitle(earlier));
  });
});
