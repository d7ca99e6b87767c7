import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    pool: 'threads',
    // The flow logs structured JSON (firebase-functions logger); tests assert behaviour, not log lines.
    onConsoleLog: (log) => !log.includes('"severity":'),
  },
});
