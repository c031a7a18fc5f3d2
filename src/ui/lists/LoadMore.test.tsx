import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { ListPage, ListPageResponse } from "../../machines/list-paging.machine";
import type { Locale } from "../../schemas/api";
import { LoadMore } from "./LoadMore";
import { useListPaging } from "./use-list-paging";

afterEach(cleanup);

interface Filter {
  city: string;
}

const pageOf = (page: number, filter: Filter, size = 2, total = 5): ListPageResponse<string> => {
  const first = (page - 1) * size;
  const results = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => `${filter.city} ${first + i + 1}`);
  return { count: total, next: first + size < total ? page + 1 : null, results };
};
const rendered = (filter: Filter): ListPage<string> => ({ page: 1, ...pageOf(1, filter) });

type FetchPage = (input: { page: number; filter: Filter }, signal: AbortSignal) => Promise<ListPageResponse<string>>;
type FetchTerms = (input: { filter: Filter }, signal: AbortSignal) => Promise<string[]>;

function List({ initial, filter, fetchPage, fetchTerms }: { initial: ListPage<string> | null; filter: Filter; fetchPage: FetchPage; fetchTerms?: FetchTerms }) {
  const list = useListPaging<string, Filter, string[]>({ initial, filter, fetchPage, fetchTerms });
  return (
    <section>
      <ul>
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p data-testid="terms">{list.terms?.join(",") ?? ""}</p>
      <button type="button" onClick={() => list.reset({ city: "Worms" })}>
        reset
      </button>
      <LoadMore list={list} href={`?page=${list.page + 1}`} />
    </section>
  );
}

function renderList(props: Partial<Parameters<typeof List>[0]> & { locale?: Locale } = {}) {
  const fetchPage = vi.fn<FetchPage>(async ({ page, filter }) => pageOf(page, filter));
  const { locale = "de", ...rest } = props;
  const all = { initial: rendered({ city: "Mannheim" }), filter: { city: "Mannheim" }, fetchPage, ...rest };
  const view = render(
    <I18nProvider locale={locale}>
      <List {...all} />
    </I18nProvider>,
  );
  const rerender = (next: Partial<Parameters<typeof List>[0]>) =>
    view.rerender(
      <I18nProvider locale={locale}>
        <List {...all} {...next} />
      </I18nProvider>,
    );
  return { ...view, fetchPage: all.fetchPage, rerender };
}

const items = () => screen.queryAllByRole("listitem").map((item) => item.textContent);
const status = () => screen.getByRole("status");

describe("LoadMore without JavaScript", () => {
  it("is a real link to the next page the server renders", () => {
    renderList();
    const link = screen.getByRole("link", { name: "Mehr laden" });
    expect(link.getAttribute("href")).toBe("?page=2");
    expect(link.getAttribute("rel")).toBe("next");
    expect(items()).toEqual(["Mannheim 1", "Mannheim 2"]);
  });
});

describe("LoadMore with JavaScript", () => {
  it("appends the next page in place, busy while loading, and announces how many arrived", async () => {
    let release!: () => void;
    const fetchPage = vi.fn<FetchPage>(({ page, filter }) => new Promise((resolve) => (release = () => resolve(pageOf(page, filter)))));
    renderList({ fetchPage });
    const link = screen.getByRole("link", { name: "Mehr laden" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    // Busy at once, while the paging machine is still on its way (it loads on the first click).
    const busy = screen.getByRole("link", { name: "Wird geladen …" });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(busy.closest(".load-more")?.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(busy);
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 2, filter: { city: "Mannheim" } }, expect.any(AbortSignal)), {
      timeout: 5000,
    });
    fireEvent.click(busy);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(items()).toEqual(["Mannheim 1", "Mannheim 2", "Mannheim 3", "Mannheim 4"]);
    expect(status().getAttribute("aria-live")).toBe("polite");
    expect(status().textContent).toBe("2 weitere Einträge geladen");
    expect(screen.getByRole("link", { name: "Mehr laden" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("announces in English, one entry in the singular, and disappears when there is nothing more", async () => {
    renderList({ locale: "en", initial: { page: 2, ...pageOf(2, { city: "Ulm" }) }, filter: { city: "Ulm" } });
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(status().textContent).toBe("1 more entry loaded"));
    expect(items()).toEqual(["Ulm 3", "Ulm 4", "Ulm 5"]);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leaves modified clicks (new tab) to the browser", () => {
    const { fetchPage } = renderList();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    act(() => {
      screen.getByRole("link", { name: "Mehr laden" }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("says when loading failed, keeps the list, and the retry button loads the page", async () => {
    const fetchPage = vi.fn<FetchPage>(async ({ page, filter }) => pageOf(page, filter));
    fetchPage.mockRejectedValueOnce(new Error("offline"));
    renderList({ locale: "en", fetchPage });
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(status().textContent).toBe("More entries could not be loaded."));
    expect(items()).toEqual(["Mannheim 1", "Mannheim 2"]);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(status().textContent).toBe("2 more entries loaded"));
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(fetchPage.mock.calls.map(([input]) => input.page)).toEqual([2, 2]);
  });
});

describe("useListPaging", () => {
  it("renders the server's page on the server without fetching", () => {
    const fetchPage = vi.fn<FetchPage>(async ({ page, filter }) => pageOf(page, filter));
    const fetchTerms = vi.fn<FetchTerms>(async () => []);
    const html = renderToString(
      <I18nProvider locale="de">
        <List initial={rendered({ city: "Mannheim" })} filter={{ city: "Mannheim" }} fetchPage={fetchPage} fetchTerms={fetchTerms} />
      </I18nProvider>,
    );
    expect(html).toContain("<li>Mannheim 1</li><li>Mannheim 2</li>");
    expect(html).toContain('href="?page=2"');
    expect(fetchPage).not.toHaveBeenCalled();
    expect(fetchTerms).not.toHaveBeenCalled();
  });

  it("without server data fetches page 1 on mount", async () => {
    const { fetchPage } = renderList({ initial: null, filter: { city: "Speyer" } });
    await waitFor(() => expect(items()).toEqual(["Speyer 1", "Speyer 2"]));
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 1, filter: { city: "Speyer" } }, expect.any(AbortSignal));
  });

  it("resets seeded with new server data when initial changes identity, without fetching", async () => {
    const { fetchPage, rerender } = renderList();
    fireEvent.click(screen.getByRole("link", { name: "Mehr laden" }));
    await waitFor(() => expect(items()).toHaveLength(4));
    rerender({ initial: rendered({ city: "Heidelberg" }), filter: { city: "Heidelberg" } });
    expect(items()).toEqual(["Heidelberg 1", "Heidelberg 2"]);
    expect(screen.getByRole("link", { name: "Mehr laden" }).getAttribute("href")).toBe("?page=2");
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("link", { name: "Mehr laden" }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, filter: { city: "Heidelberg" } }, expect.any(AbortSignal));
  });

  it("a re-render with the same server data keeps the loaded pages", async () => {
    const initial = rendered({ city: "Mannheim" });
    const { rerender } = renderList({ initial });
    fireEvent.click(screen.getByRole("link", { name: "Mehr laden" }));
    await waitFor(() => expect(items()).toHaveLength(4));
    rerender({ initial });
    expect(items()).toHaveLength(4);
  });

  it("reset empties the list and fetches the first page for the new filter; terms follow the flag", async () => {
    const fetchTerms = vi.fn<FetchTerms>(async ({ filter }) => [`near ${filter.city}`]);
    const { fetchPage } = renderList({ fetchTerms });
    await waitFor(() => expect(screen.getByTestId("terms").textContent).toBe("near Mannheim"));
    fireEvent.click(screen.getByRole("button", { name: "reset" }));
    expect(items()).toEqual([]);
    await waitFor(() => expect(items()).toEqual(["Worms 1", "Worms 2"]));
    await waitFor(() => expect(screen.getByTestId("terms").textContent).toBe("near Worms"));
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 1, filter: { city: "Worms" } }, expect.any(AbortSignal));
    expect(fetchTerms).toHaveBeenCalledTimes(2);
  });

  it("a reset aborts the page request it supersedes", async () => {
    const signals: AbortSignal[] = [];
    const fetchPage = vi.fn<FetchPage>((input, signal) => {
      signals.push(signal);
      return input.filter.city === "Worms" ? Promise.resolve(pageOf(input.page, input.filter)) : new Promise(() => {});
    });
    renderList({ fetchPage });
    fireEvent.click(screen.getByRole("link", { name: "Mehr laden" }));
    fireEvent.click(screen.getByRole("button", { name: "reset" }));
    await waitFor(() => expect(items()).toEqual(["Worms 1", "Worms 2"]));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});
