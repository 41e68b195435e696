/**
 * Runs a command while every core of the machine is kept busy, to prove that the suite does not depend on how fast
 * the machine is (issue 41 item 8):
 *
 *   npm run test:under-load                 # npm test beside a load on every core
 *   node scripts/under-load.ts -- <command> # any command
 *
 *   LOAD_THREADS   busy threads (default: the machine's cores)
 *   LOAD_SECONDS   the load stops by itself after this long (default 1800), whatever the command does
 *
 * The load is busy-looping worker threads of this process; they end with the command (or at the limit, or on
 * Ctrl-C). Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? ['npm', 'test'] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/under-load.ts -- <command> [args…]');
  process.exit(2);
}
const threads = Number(process.env.LOAD_THREADS ?? availableParallelism());
const seconds = Number(process.env.LOAD_SECONDS ?? 1800);
const until = Date.now() + seconds * 1000;

// each thread spins until the deadline, checking it every few million steps
const BUSY = `
  const { workerData } = require('node:worker_threads');
  let x = 0;
  while (Date.now() < workerData.until) { for (let i = 0; i < 5e6; i++) x = (x * 31 + i) % 1000003; }
`;
const workers = Array.from({ length: threads }, () => new Worker(BUSY, { eval: true, workerData: { until } }));
console.info(`[under-load] ${threads} busy threads for at most ${seconds} s, then: ${command.join(' ')}`);

const stop = () => Promise.all(workers.map((worker) => worker.terminate()));
const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', shell: false });
const limit = setTimeout(() => void stop(), seconds * 1000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill(signal);
    void stop().then(() => process.exit(130));
  });
}
child.on('exit', (code, signal) => {
  clearTimeout(limit);
  void stop().then(() => {
    console.info(`[under-load] ${command.join(' ')} ended: ${signal ?? `exit ${code}`}`);
    process.exit(code ?? 1);
  });
});
