/** A logger at `info` (src/server/log.ts) whose lines a test reads, parsed, from `lines`. */
import { Writable } from "node:stream";
import { createLogger, type Logger } from "../../src/server/log";

export function capturingLogger(): { lines: Record<string, unknown>[]; logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info" }, destination) };
}
