import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The boundary lint (eslint-boundaries.js, decision 038) run through ESLint's Node API on a new file
// placed where it would live: the imported files are real, so the resolver classifies them as the lint does.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a server feature importing another feature', async () => {
    const errors = await boundaryErrors('apps/server/src/features/mock/new-file.ts', "import { AnalysisProblem as imported } from '../analysis/analysis-problem.ts';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="analysis"');
  });

  it('lets a server feature import its own files and the shared layers', async () => {
    expect(await boundaryErrors('apps/server/src/features/mock/new-file.ts', "import { MockProblem as imported } from './mock-problem.ts';")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/mock/new-file.ts', "import { HttpProblem as imported } from '../../http/http-problem.ts';")).toEqual([]);
  });

  it('refuses the shared server layers importing a feature, but lets the composition folder import the entry of a feature and nothing behind it', async () => {
    const code = "import { createMockRuntime as imported } from '../features/mock/mock-runtime.ts';";
    expect(await boundaryErrors('apps/server/src/http/new-file.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/composition/new-runtime.ts', "import { createMockRuntime as imported } from '../features/mock/index.ts';")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/composition/new-runtime.ts', code)).toHaveLength(1);
  });

  it('refuses a web feature importing another feature, and the web importing the server', async () => {
    expect(await boundaryErrors('apps/web/src/features/profile/new-file.ts', "import { LoginPage as imported } from '../auth/login-page.tsx';")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/lib/new-file.ts', "import { HttpProblem as imported } from '../../../server/src/http/http-problem.ts';")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/lib/new-file.ts', "import { analyze as imported } from '../../../../packages/analysis/src/index.ts';")).toHaveLength(1);
  });

  it('refuses a package importing an app', async () => {
    expect(await boundaryErrors('packages/contract/src/new-file.ts', "import { HttpProblem as imported } from '../../../apps/server/src/http/http-problem.ts';")).toHaveLength(1);
  });

  it('lets a test use another feature of its app', async () => {
    expect(await boundaryErrors('apps/server/src/features/mock/new-file.test.ts', "import { scriptedEngine as imported } from '../analysis/analysis-test-kit.ts';")).toEqual([]);
  });
});
