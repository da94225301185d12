import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const RRWEB_ENTRY = fileURLToPath(new URL('./node_modules/rrweb/dist/rrweb.js', import.meta.url));
const VIEWER_FOLDER = fileURLToPath(new URL('./app/monitoring/admin/', import.meta.url));

/**
 * The replay viewer (admin) and the recorder (visitors sampled for replay) both import rrweb. As one
 * module they end up in one shared chunk, so every recorded visitor would also download the
 * Replayer (about 24 KB gzip). Giving the viewer's import its own module id splits them: each side
 * keeps only what it uses.
 */
function separateReplayViewer(): Plugin {
  return {
    name: 'separate-replay-viewer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'rrweb' && importer?.startsWith(VIEWER_FOLDER)) return `${RRWEB_ENTRY}?viewer`;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [separateReplayViewer(), reactRouter()],
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          // The server loads every block anyway, and a few modules import a block's component
          // statically (BlogPostView.tsx shows the newsletter block), so Rolldown would warn that
          // those blocks' own chunks (their definition's `load`) have no effect here. They are
          // meant for browsers.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  build: {
    // The server bundle keeps readable names in stack traces that only reach our logs.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The code every page runs (React Router, the root, layout, core blocks, rich text) is one
        // file: split as the module graph falls, it was a dozen small chunks, and on a mobile link
        // each costs a round trip before the page can hydrate (Lighthouse: 0.92 → 0.96 on the home
        // page). The blocks and forms only some pages show stay chunks of their own (a block
        // definition's `load`), and so does the admin viewer.
        codeSplitting: {
          groups: [
            {
              name: 'site',
              tags: ['$initial'],
              test: (id: string) =>
                id.includes('/app/') && !/\/app\/(admin|monitoring\/admin|routes\/admin)/.test(id),
            },
          ],
        },
      },
    },
  },
});
