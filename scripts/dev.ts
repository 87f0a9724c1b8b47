// npm run dev — migrates and seeds the database, then runs Astro's dev server.
import { spawn } from 'node:child_process';
import { prepareDatabase } from './build.ts';

await prepareDatabase();
const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev'], { stdio: 'inherit' });
child.on('close', (code) => process.exit(code ?? 0));
