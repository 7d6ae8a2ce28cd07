import { describe, expect, it, vi } from 'vitest';
import { askCoach, coachErrorMessage, parseSseChunk } from './ask-coach.ts';

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

describe('askCoach', () => {
  it('hears the engine, then the text as it is written, then the stored exchange', async () => {
    const message = (id: string, type: 'user' | 'bot') => ({ id, type, content: type === 'user' ? 'q' : 'Hello there', timestamp: '2026-11-28T10:00:00.000Z', source: type === 'bot' ? 'local-model' : null });
    const done = { success: true, response: 'Hello there', source: 'local-model', question_message: message('1', 'user'), answer_message: message('2', 'bot') };
    const body = [
      'event: engine\ndata: {"engine":"local-model","model":"tiny"}\n\n',
      'event: delta\ndata: {"text":"Hello "}\n\n',
      'event: delta\ndata: {"text":"there"}\n\n',
      `event: done\ndata: ${JSON.stringify(done)}\n\n`,
    ].join('');
    const fetchStub = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const texts: string[] = [];
    const engines: string[] = [];
    const result = await askCoach('q', (t) => texts.push(t), undefined, (e) => engines.push(`${e.engine} ${e.model}`));
    expect(engines).toEqual(['local-model tiny']);
    expect(texts).toEqual(['Hello ', 'there']);
    expect(result.source).toBe('local-model');
    fetchStub.mockRestore();
  });
});
