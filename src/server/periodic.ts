/**
 * The timer loop of the work every serving process does on its own (src/server/maintenance.ts,
 * src/server/drafts/scheduler.ts): the work runs at once and then every `intervalMs`; a run that
 * fails is logged and the next one runs as planned; a tick that comes while a run is still going
 * is let pass, so two runs never overlap and slow runs never pile up. The timer never keeps the
 * process alive; `stop()` ends the loop and resolves once the current run is over.
 */
import { type Logger, log } from "./log";

export interface Periodic {
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  intervalMs: number;
  /** The log line of a failed run (its error is logged with it). */
  failure: string;
  /** Where a failure is logged; the process's logger by default. */
  logger?: () => Logger;
}

export function runPeriodically(work: () => Promise<unknown>, { intervalMs, failure, logger = log }: PeriodicOptions): Periodic {
  let stopped = false;
  let running: Promise<void> | null = null;
  const run = () => {
    if (stopped || running) return;
    running = new Promise<unknown>((resolve) => resolve(work()))
      .then(
        () => undefined,
        (error) => logger().error({ err: error }, failure),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
