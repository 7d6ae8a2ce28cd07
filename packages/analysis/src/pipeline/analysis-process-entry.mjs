// Started from source (tsx), the child process has no TypeScript loader of its own: it registers tsx here, then
// loads the TypeScript process. Compiled (`npm start`), analysis-process.js sits beside this file and runs as it is.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-process.ts');
