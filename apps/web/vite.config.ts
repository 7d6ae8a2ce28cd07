import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { faceModelPlugin } from '../../scripts/face-model-files.ts';
import { precompressPlugin } from '../../scripts/precompress.ts';
import { prerenderPlugin } from '../../scripts/prerender-pages.ts';
import { stylesheetsFirstPlugin } from '../../scripts/stylesheets-first.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    stylesheetsFirstPlugin(),
    // The face detector of the mock interview's 'your face is out of frame' cue, served by us (decision 039).
    faceModelPlugin(),
    // The two pages a visitor opens first show before their script has run
    // (docs/decisions/035-pre-rendered-landing-and-sign-in.md).
    prerenderPlugin([{ path: '/' }, { path: '/login', screen: 'src/features/auth/login-page.tsx' }]),
    precompressPlugin(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
