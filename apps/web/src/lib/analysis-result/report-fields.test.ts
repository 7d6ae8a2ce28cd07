import { describe, expect, it } from 'vitest';
import { metricRows } from './report-fields.ts';

describe('report metric rows', () => {
  it("name the user's own time in an interview and print it as a length, beside the recording's duration", () => {
    expect(metricRows({ duration: 95.4, own_time: 41.7, speaking_pace: 141.2 }, false)).toEqual([
      ['Duration', '95 s'],
      ['Your speaking time', '41 s'],
      ['Speaking pace', '141 WPM'],
    ]);
  });
});
