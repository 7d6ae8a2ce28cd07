import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { faceModelPlugin } from '../../scripts/face-model-files.ts';
import { precompressPlugin } from '../../scripts/precompress.ts';
import { preloadEntryImportsPlugin } from '../../scripts/preload-entry-imports.ts';
import { prerenderPlugin } from '../../scripts/prerender-pages.ts';
import { stylesheetsFirstPlugin } from '../../scripts/stylesheets-first.ts';
import { vadModelPlugin } from '../../scripts/vad-model-files.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // main.tsx starts the app in parts (each evaluated in a task of its own); the built pages fetch them all at once.
    preloadEntryImportsPlugin(),
    stylesheetsFirstPlugin(),
    // The face detector of the mock interview's 'your face is out of frame' cue, served by us (decision 039).
    faceModelPlugin(),
    // The spoken interview's voice-activity model (Silero VAD) and its runtime, served by us too (decision 078).
    vadModelPlugin(),
    // The two pages a visitor opens first show before their script has run
    // (docs/decisions/035-pre-rendered-landing-and-sign-in.md).
    prerenderPlugin([{ path: '/' }, { path: '/login', screen: 'src/features/auth/login-page.tsx' }]),
    precompressPlugin(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The two parts main.tsx starts the app with, each one file evaluated in a task of its own: React, then
        // everything the app needs before its first screen (router, data, session, shell), whichever screens also
        // use it. Left to itself the bundler cut them into some twenty small files shared with the screens.
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports: main.tsx needs it before either part, so not inside one.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
            { name: 'react-dom', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'shell', test: /[\\/]src[\\/]app[\\/]start-app\.tsx$/, priority: 1 },
            // The sign-in screen and its form parts (react-hook-form, inputs) in one file instead of nine: the
            // pre-rendered sign-in page preloads it. The other forms (sign-up, contact, profile) load it too.
            { name: 'sign-in', test: /[\\/]src[\\/]features[\\/]auth[\\/]login-page\.tsx$/ },
          ],
        },
      },
    },
  },
});
