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
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: {
    // In development the media service is the content service's; production uses server/media-proxy.ts.
    proxy: { '/media': process.env.MEDIA_SERVICE_URL?.replace(/\/media\/?$/, '') ?? 'http://127.0.0.1:3100' },
  },
  build: {
    // The server bundle keeps readable names in stack traces that only reach our logs.
    sourcemap: false,
  },
});
