// The editor's browser app (docs/editor.md): its own Vite build, apart from the site's, served by
// the content service at /editor. scripts/build-if-needed.ts builds it into <BUILD_DIR>/editor.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/editor/',
  // The site's public/ folder is the site's: nothing of it belongs here.
  publicDir: false,
  // JSX by React's automatic runtime (React Fast Refresh is not needed: the editor is built, not served by Vite).
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: process.env.EDITOR_OUT_DIR ?? fileURLToPath(new URL('../build/editor', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // The strict CSP (no inline script): no module preload polyfill injected into the page.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // TipTap's React package marks itself "use client" for server components; there are none here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
