// Worker threads do not inherit tsx's loader (and refuse a .ts entry point), so the worker starts
// here, registers tsx, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./video-worker.ts');
