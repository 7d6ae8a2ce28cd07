// `npm run bench:local-model`: what the local language model costs on this machine, without downloading it. The
// work per token is set by a model's dimensions, not its weights: a model is generated with random 4-bit weights
// (Q6_K token embeddings, Q4_K elsewhere, as in a published Q4_K_M file) at the published dimensions of the chosen
// model (BENCH_LOCAL_MODEL, default llama-3.2-1b) and run as the server runs it: node-llama-cpp's prebuilt CPU build,
// two context sequences kept between requests (what a user waits on, and queued work), LOCAL_MODEL_DEFAULTS threads
// (BENCH_THREADS overrides). Its vocabulary
// has a token for every word of the prompts, so a prompt is about as many tokens as a real tokenizer makes of it.
// Random weights never end a reply, so a reply is timed at a fixed length: a coach answer's first token, and a
// rebuilt answer of REBUILT_TOKENS tokens written under the answer review's JSON grammar. The coach is asked as it
// asks the local model for a user with analyses: their digest after the system prompt, then the question's part, with
// a rebuilt answer written on the queued sequence between the two questions; the tokens read after the warm state are
// counted (the same on any machine) beside the time they take here.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { getLlama, LlamaChat, LlamaLogLevel, type ChatHistoryItem } from 'node-llama-cpp';
import { GuidanceSearch } from '../packages/coach/src/guidance-search.ts';
import { loadKnowledgeBase } from '../packages/coach/src/knowledge-base.ts';
import { coachLocalContext } from '../packages/coach/src/coach-context.ts';
import { buildPerformanceProfile, type CoachAnalysis } from '../packages/coach/src/performance-profile.ts';
import { profileFacts } from '../packages/coach/src/profile-facts.ts';
import { sampleAnalysisResult } from '../packages/contract/src/sample-analysis-result.ts';
import { jsonOutputSchema } from '../apps/server/src/llm/json-output-schema.ts';
import { LOCAL_MODEL_DEFAULTS } from '../apps/server/src/llm/local-language-model.ts';
import { coachPromptMessages } from '../apps/server/src/llm/prompts/coach-prompt.ts';
import { answerReviewMessages } from '../apps/server/src/llm/prompts/answer-review-prompt.ts';
import type { PromptMessage } from '../apps/server/src/llm/prompts/prompt-message.ts';
import { writeRandomGgufModel, type RandomGgufDimensions } from '../apps/server/src/llm/random-gguf-model.ts';
import { z } from 'zod';

/** Published dimensions (each model's config.json): the model's arithmetic per token, which is what is timed. */
const PUBLISHED: Record<string, Omit<RandomGgufDimensions, 'weights' | 'words'>> = {
  'llama-3.2-1b': { vocab: 128_256, embedding: 2048, layers: 16, heads: 32, kvHeads: 8, feedForward: 8192, contextLength: 131_072 },
  'llama-3.2-3b': { vocab: 128_256, embedding: 3072, layers: 28, heads: 24, kvHeads: 8, feedForward: 8192, contextLength: 131_072 },
  'qwen2.5-1.5b': { vocab: 151_936, embedding: 1536, layers: 28, heads: 12, kvHeads: 2, feedForward: 8960, contextLength: 32_768 },
};
const REBUILT_TOKENS = 350;
/** Prompt reading on this machine's two threads when it was quiet (decision 070): turns tokens read into a quiet-machine estimate. */
const QUIET_READING_TOKENS_PER_SECOND = 117.4;
const SPEED_TOKENS = 48;

const chosen = process.env.BENCH_LOCAL_MODEL ?? 'llama-3.2-1b';
const dimensions = PUBLISHED[chosen];
if (!dimensions) throw new Error(`BENCH_LOCAL_MODEL must be one of ${Object.keys(PUBLISHED).join(', ')}`);
const threads = Number(process.env.BENCH_THREADS ?? LOCAL_MODEL_DEFAULTS.threads);
console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.availableParallelism()} cores)`);

const search = new GuidanceSearch(loadKnowledgeBase());
// A user with three uploads: the digest the coach keeps read after its system prompt.
const analyses: CoachAnalysis[] = [62, 68, 71].map((score, i) => ({
  sessionId: `bench-${i}`,
  name: `Practice ${i + 1}`,
  category: 'video_upload',
  date: `2026-11-0${i + 1}T10:00:00Z`,
  starChecks: [],
  result: sampleAnalysisResult({ overall_score: score }),
}));
const summary = profileFacts(buildPerformanceProfile(analyses));
// As the coach asks the local model: the user's digest, then the question with what retrieval adds.
const coachQuestion = (question: string) =>
  coachPromptMessages(coachLocalContext(question, analyses, [], search.search(question, 3).map((hit) => hit.passage), summary));
const firstQuestion = coachQuestion('How do I talk about a team project without saying we?');
const warmQuestion = coachQuestion('What should I fix first?');
const transcript =
  'At my last job our release was always late and customers kept asking when features would ship. I was the most senior engineer on the team so I took it on. ' +
  'First I looked at the last ten releases and found that most of the delay came from manual testing at the end. I wrote a checklist, set up automated tests for the ' +
  'three flows that broke most often and I asked the product manager to freeze scope a week before each release. It took some convincing because people were used ' +
  'to adding things late. After that we shipped on time for six months and the support tickets about releases went down.';
const review = answerReviewMessages(transcript, 'Tell me about a time you improved a process.');
const REVIEW_OUTPUT = jsonOutputSchema(
  'answer_review',
  z.object({
    rubric: z.object(
      Object.fromEntries(['structure', 'specifics', 'relevance', 'impact'].map((k) => [k, z.object({ score: z.number().int().min(1).max(5), justification: z.string().max(300) })])),
    ),
    rebuilt: z.string().max(3000),
  }),
);

const words = new Set([...firstQuestion, ...warmQuestion, ...review].flatMap((m) => m.content.split(/\s+/).map((w) => w.replace(/^[^\w]+|[^\w]+$/g, '')).filter(Boolean)));
const dir = mkdtempSync(join(os.tmpdir(), 'local-model-'));
const path = join(dir, `${chosen}-random-q4_k_m.gguf`);
let started = performance.now();
await writeRandomGgufModel(path, { ...dimensions, weights: 'q4_k_m', words: [...words] }, 11);
console.log(`generated a random-weight Q4_K_M model at ${chosen}'s published dimensions in ${seconds(started)} s`);

try {
  started = performance.now();
  const llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error, progressLogs: false });
  const model = await llama.loadModel({ modelPath: path });
  const context = await model.createContext({ contextSize: LOCAL_MODEL_DEFAULTS.contextSize, threads, sequences: 2 });
  console.log(`loaded in ${seconds(started)} s (${threads} thread${threads === 1 ? '' : 's'}, context ${context.contextSize} tokens)`);

  // Prompt reading: the whole answer-review prompt on a fresh sequence of its own.
  const reading = context.getSequence();
  const reviewTokens = model.tokenize(review.map((m) => m.content).join('\n'));
  started = performance.now();
  await reading.evaluateWithoutGeneratingNewTokens(reviewTokens);
  const readingSeconds = (performance.now() - started) / 1000;
  const readingRate = reviewTokens.length / readingSeconds;
  console.log(`prompt reading: ${reviewTokens.length} tokens in ${readingSeconds.toFixed(2)} s = ${readingRate.toFixed(1)} tokens/s`);
  reading.dispose();

  const chat = new LlamaChat({ contextSequence: context.getSequence() });
  const queued = new LlamaChat({ contextSequence: context.getSequence() });
  // What the model reads for a prompt: its tokens after those the sequence already holds (llama.cpp resumes there).
  const tokensToRead = (messages: readonly PromptMessage[]) => {
    const prompt = chat.chatWrapper.generateContextState({ chatHistory: history(messages) }).contextText.tokenize(model.tokenizer);
    const held = chat.sequence.contextTokens;
    let kept = 0;
    while (kept < prompt.length && kept < held.length && prompt[kept] === held[kept]) kept++;
    return { read: prompt.length - kept, kept };
  };
  const firstToken = async (messages: PromptMessage[]) => {
    const { read, kept } = tokensToRead(messages);
    const begun = performance.now();
    let first = 0;
    await chat.generateResponse(history(messages), {
      maxTokens: SPEED_TOKENS,
      onTextChunk: () => {
        first ||= performance.now();
      },
    });
    return { first: (first - begun) / 1000, total: (performance.now() - begun) / 1000, read, kept };
  };
  const cold = await firstToken(firstQuestion);
  console.log(`coach, first question (nothing warm): ${cold.read} tokens read (system prompt, digest, question), first token ${cold.first.toFixed(2)} s`);
  const grammar = await llama.createGrammarForJsonSchema(REVIEW_OUTPUT.schema as never);
  started = performance.now();
  await queued.generateResponse(history(review), { grammar, maxTokens: REBUILT_TOKENS });
  const rebuilt = (performance.now() - started) / 1000;
  console.log(`rebuilt answer and rubric: ${review.map((m) => m.content).join(' ').split(/\s+/).length}-word prompt, ${REBUILT_TOKENS} tokens under the JSON grammar in ${rebuilt.toFixed(1)} s`);

  const warm = await firstToken(warmQuestion);
  const tokensPerSecond = (SPEED_TOKENS - 1) / (warm.total - warm.first);
  console.log(
    `coach, next question after the rebuilt answer (system prompt and digest warm: ${warm.kept} tokens kept): ${warm.read} tokens read after the warm state, first token ${warm.first.toFixed(2)} s; ` +
      `${SPEED_TOKENS} tokens at ${tokensPerSecond.toFixed(1)} tokens/s`,
  );
  console.log(
    `coach, next question, quiet-machine estimate (not a measurement): ${warm.read} tokens ÷ ${QUIET_READING_TOKENS_PER_SECOND} tokens/s (decision 070) = ${(warm.read / QUIET_READING_TOKENS_PER_SECOND).toFixed(2)} s to read`,
  );

  await context.dispose();
  await model.dispose();
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`local model: first token ${warm.first.toFixed(2)} s, ${tokensPerSecond.toFixed(1)} tokens/s, rebuilt answer ${rebuilt.toFixed(1)} s, peak ${peak} MB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function history(messages: readonly PromptMessage[]): ChatHistoryItem[] {
  return [...messages.map((m): ChatHistoryItem => (m.role === 'system' ? { type: 'system', text: m.content } : { type: 'user', text: m.content })), { type: 'model', response: [] }];
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
