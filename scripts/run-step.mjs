// Runs one command with inherited output and resolves with its exit code (never throws on failure).
import { spawn } from 'node:child_process';

export function runStep(label, command, args, options = {}) {
  return new Promise((resolve) => {
    process.stdout.write(`\n▶ ${label}\n`);
    const started = Date.now();
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      process.stderr.write(`✖ ${label}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? '✔' : '✖';
      process.stdout.write(`${status} ${label} (${seconds} s${signal ? `, ${signal}` : ''})\n`);
      resolve(code ?? 1);
    });
  });
}
