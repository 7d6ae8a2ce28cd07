import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CompletionOptions, LanguageModel } from './language-model.ts';
import { structuredTextOrNull, type StructuredTextRequest } from './structured-text-or-null.ts';

const request: StructuredTextRequest<{ summary: string }> = {
  messages: [{ role: 'user', content: 'Sum up.' }],
  output: { name: 'summary', schema: z.object({ summary: z.string() }), maxTokens: 50 },
  text: (reply) => reply.summary,
  timeoutMs: 60_000,
  failure: 'the rules sum up',
};

const modelAnswering = (reply: LanguageModel['complete']): LanguageModel => ({
  name: 'test-model',
  complete: reply,
  stream: async function* () {},
});

describe('structuredTextOrNull', () => {
  it('answers the model’s text, trimmed', async () => {
    const logger = pino({ level: 'silent' });
    expect(await structuredTextOrNull(modelAnswering(async () => '{"summary":"  Good answers.  "}'), logger, request)).toBe('Good answers.');
  });

  it('answers null without a model, for a blank text, and for a failure or a wrong shape, logging each failure', async () => {
    const logger = pino({ level: 'silent' });
    const warn = vi.spyOn(logger, 'warn');
    expect(await structuredTextOrNull(null, logger, request)).toBeNull();
    expect(await structuredTextOrNull(modelAnswering(async () => '{"summary":"   "}'), logger, request)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(await structuredTextOrNull(modelAnswering(() => Promise.reject(new Error('down'))), logger, request)).toBeNull();
    expect(await structuredTextOrNull(modelAnswering(async () => '{"reply":"Hi"}'), logger, request)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[1]).toBe('the rules sum up');
  });

  it('gives the model an abort signal for its time limit and the output shape it must keep to', async () => {
    const options: CompletionOptions[] = [];
    const model = modelAnswering(async (_messages, given) => {
      options.push(given ?? {});
      return '{"summary":"Fine."}';
    });
    await structuredTextOrNull(model, pino({ level: 'silent' }), request);
    expect(options[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(options[0]?.maxTokens).toBe(50);
  });
});
