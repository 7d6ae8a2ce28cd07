import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { answerContentSchema } from '@rehearse/contract/answer-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures } from './fixtures/ensure-fixtures.ts';
import type { FixturePaths } from './fixtures/fixture-paths.ts';
import { tinySentenceModel, writeTinySentenceModel } from './fixtures/tiny-sentence-model.ts';

const BIN = fileURLToPath(new URL('../bin/rehearse-analyze.mjs', import.meta.url));

function runCli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('rehearse-analyze CLI', () => {
  let fixtures: FixturePaths;
  beforeAll(async () => {
    fixtures = await ensureFixtures();
  });

  it('a broken file: exit 1 and one stderr line with the reason, no stack', async () => {
    const run = await runCli([fixtures.broken.textAsMp4]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('error: This file is not a video or audio recording we can read.\n');
  });

  it('a usage mistake: exit 2', async () => {
    expect((await runCli([])).code).toBe(2);
    expect((await runCli([fixtures.containers.mp4, '--fps', 'zero'])).code).toBe(2);
  });

  it('a good clip: exit 0, schema-valid JSON on stdout, progress on stderr, report files with --out', async () => {
    const out = await mkdtemp(join(tmpdir(), 'rehearse-cli-'));
    try {
      const run = await runCli([fixtures.containers.mp4, '--fps', '1', '--out', out]);
      expect(run.code, run.stderr).toBe(0);
      const result = analysisResultSchema.parse(JSON.parse(run.stdout));
      expect(result.video.fps).toBe(1);
      expect(run.stderr.trim().split('\n').at(-1)).toBe('done 100%');
      expect(run.stderr).toMatch(/^probe \d+%$/m);
      expect((await readdir(out)).sort()).toEqual(['clip-h264-aac_audio_interviewee_analysis.json', 'video_analysis.json']);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('a typed answer: exit 0 and the content JSON a recording carries, engine "written"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rehearse-cli-text-'));
    try {
      const file = join(dir, 'answer.txt');
      await writeFile(
        file,
        'At my last job our support team had a backlog of forty tickets every Monday. I was asked to bring the wait under a day. ' +
          'I set up a triage rota and wrote reply templates for the ten most common questions. As a result the backlog fell from forty to twelve in two weeks.',
      );
      const run = await runCli(['--text', file, '--question', 'Tell me about a time you improved a process.', '--competency', 'problem_solving', '--target-seconds', '60']);
      expect(run.code, run.stderr).toBe(0);
      const content = answerContentSchema.parse(JSON.parse(run.stdout));
      expect(content.engine).toBe('written');
      expect(content.status).toBe('judged');
      expect(content.score).not.toBeNull();
      expect(content.meaning).toBe('word-vectors');

      // With a sentence model folder (SENTENCE_MODEL, as the server reads it) the model judges the meaning.
      const model = join(dir, 'model');
      await writeTinySentenceModel(model, tinySentenceModel(['i', 'set', 'up', 'a', 'rota', '.'], (_t, i) => [Math.sin(i + 1), Math.cos(i + 1)]));
      const judged = await runCli(['--text', file, '--question', 'Tell me about a time you improved a process.'], { SENTENCE_MODEL: model });
      expect(judged.code, judged.stderr).toBe(0);
      expect(answerContentSchema.parse(JSON.parse(judged.stdout)).meaning).toBe('sentence-model');
      await writeFile(file, '   ');
      const empty = await runCli(['--text', file, '--question', 'Why us?']);
      expect(empty.code).toBe(1);
      expect(empty.stderr).toBe('error: The answer file is empty.\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
