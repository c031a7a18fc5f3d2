/**
 * A list whose paging machine cannot be loaded (offline, or a chunk gone after a deploy) keeps
 * what it shows, says so, and stays usable: it is not left busy for good.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ListPage } from "../../machines/list-paging.context";
import { useListPaging } from "./use-list-paging";

vi.mock("../../machines/list-paging.machine", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const initial: ListPage<string> = { page: 1, results: ["a", "b"], count: 4, next: 2 };

describe("useListPaging when the machine cannot be loaded", () => {
  it("shows the list not busy, with the error, and tries again on retry", async () => {
    const fetchPage = vi.fn();
    const { result } = renderHook(() => useListPaging<string, Record<string, never>>({ initial, filter: {}, fetchPage }));
    expect(result.current.loading).toBe(false);

    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error), { timeout: 5000 });
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toEqual(["a", "b"]);
    expect(fetchPage).not.toHaveBeenCalled();

    // Retry asks again: busy until the next attempt fails too.
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error), { timeout: 5000 });
    expect(result.current.loading).toBe(false);
  });
});
