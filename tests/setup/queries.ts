/** A piece of work's database queries, for tests that hold a read to its number of queries. */
import { vi } from "vitest";
import { readNotingLogger } from "../../src/server/db/read-tracking";

/** Every query `work` sends, with its parameters (the database client's logger sees each one). */
export async function queriesWithParamsOf(work: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const spy = vi.spyOn(readNotingLogger, "logQuery");
  try {
    await work();
    // Drizzle tells the logger the parameters too, which the logger itself does not read.
    const calls = spy.mock.calls as unknown as [string, unknown[]][];
    return calls.map(([text, params]) => ({ text, params }));
  } finally {
    spy.mockRestore();
  }
}

/** The SQL of every query `work` sends. */
export async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
  return (await queriesWithParamsOf(work)).map(({ text }) => text);
}
