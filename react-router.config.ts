import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: {
    // Named navigation steps (spec §4) run as route middleware.
    v8_middleware: true,
  },
} satisfies Config;
