import { describe, expect, it } from 'vitest';
import { coachErrorMessage, parseSseChunk } from './ask-coach.ts';

describe('parseSseChunk', () => {
  it('returns complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseSseChunk('event: delta\ndata: {"text":"Hi "}\n\nevent: delta\ndata: {"text":"th');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"Hi "}' }]);
    expect(rest).toBe('event: delta\ndata: {"text":"th');
  });
});

describe('coachErrorMessage (fixed texts for 401 and 503, else the server message)', () => {
  it('words 401, 503, validation and other statuses', () => {
    expect(coachErrorMessage(401, {})).toBe('Authentication failed. Please log in again.');
    expect(coachErrorMessage(503, {})).toBe('Coach service is currently unavailable. Please try again later.');
    expect(coachErrorMessage(400, { status: 'error', message: 'Please enter a question for the coach' })).toBe('Please enter a question for the coach');
    expect(coachErrorMessage(502, undefined)).toBe('Server error: 502');
  });
});
