// `npm run dev`: the content service plus React Router's dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';

process.env.NODE_ENV = 'development';
const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join('content-service', 'main.ts')], { stdio: 'inherit' }),
  spawn(
    process.execPath,
    [
      path.join('node_modules', '@react-router', 'dev', 'bin.js'),
      'dev',
      '--port',
      process.env.PORT ?? '3000',
    ],
    {
      stdio: 'inherit',
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
