import { Writable } from 'node:stream';

/** A log stream a test reads back: every line the app's logger wrote, parsed. */
export interface LogCapture {
  stream: Writable;
  text(): string;
  lines(): Record<string, unknown>[];
}

/** Collects the app's JSON log lines. */
export function createLogCapture(): LogCapture {
  const chunks: string[] = [];
  const text = () => chunks.join('');
  return {
    stream: new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
