import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
