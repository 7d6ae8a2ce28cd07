/**
 * Test fixture run as a child process (`node --import tsx stray-error-guard.fixture.ts`): installs
 * the guard, lets a stream fail with nobody listening inside a request, prints `alive`, then fails
 * the same way outside any request (which must end the process with exit code 1).
 */
import { Transform } from 'node:stream';
import { createLogger } from '../logging/logger.ts';
import { requestScope } from './request-scope.ts';
import { installStrayErrorGuard } from './stray-error-guard.ts';

installStrayErrorGuard(createLogger('info'));
requestScope.run({ requestId: 'req-fixture-1' }, () => {
  setTimeout(() => new Transform().destroy(new Error('stray stream error in a request')), 5);
});
setTimeout(() => {
  process.stdout.write('alive\n');
  new Transform().destroy(new Error('stray stream error outside any request'));
}, 100);
