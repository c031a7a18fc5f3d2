import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import type { Locale } from "../schemas/api";
import type { PageDraftStatus } from "../schemas/drafts";
import { DraftMenu, EntityScheduleMenu } from "./DraftMenu";
import { createEditorTranslate } from "./i18n";

const t = createEditorTranslate("de");

/** Answers of the fetch stub, in order; each call is recorded. */
let answers: { status: number; body: unknown }[];
let calls: { url: string; method: string; body: unknown }[];
/** Holds the next answer back until `release` is called. */
let held: Promise<void> | null;
beforeEach(() => {
  calls = [];
  held = null;
  vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (held) await held;
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The text of the elements that describe `element` (aria-describedby). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

function show(element: React.ReactNode, locale: Locale = "de") {
  const router = createMemoryRouter([{ path: "/", element: <I18nProvider locale={locale}>{element}</I18nProvider> }]);
  return render(<RouterProvider router={router} />);
}

describe("the schedule dialog of a record's page", () => {
  it("says why a time was refused, or that saving failed, and that the schedule is saved; busy while it saves", async () => {
    const schedule = { publish_at: null, unpublish_at: null };
    answers = [{ status: 200, body: schedule }];
    show(<EntityScheduleMenu entity="productions" id={7} />);
    fireEvent.click(await screen.findByRole("button", { name: t("drafts.schedule") }));
    const dialog = await screen.findByRole("dialog");
    const submit = within(dialog).getByRole("button", { name: t("drafts.saveSchedule") });
    for (const label of [t("drafts.onlineAt"), t("drafts.unpublishAt")]) {
      expect(describedBy(within(dialog).getByLabelText(label))).toBe(`${t("form.dateTime.zone")} ${t("drafts.scheduleHelpEntity")}`);
    }

    answers.push({ status: 400, body: { message: "in the past" } });
    fireEvent.change(within(dialog).getByLabelText(t("drafts.onlineAt")), { target: { value: "2020-01-01T10:00" } });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", t("drafts.error.time"));
    expect(calls.at(-1)).toMatchObject({ url: "/de/admin-api/productions/7/schedule", method: "PUT", body: { publish_at: "2020-01-01T10:00:00+01:00" } });

    answers.push({ status: 500, body: {} });
    fireEvent.click(submit);
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(t("alert.error")));

    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    answers.push({ status: 200, body: { publish_at: "2030-01-01T09:00:00Z", unpublish_at: null } });
    fireEvent.click(submit);
    await waitFor(() => expect(submit).toHaveProperty("disabled", true));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    release();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("status")
          .map((line) => line.textContent),
      ).toContain(t("drafts.done.schedule")),
    );
    expect(submit).toHaveProperty("disabled", false);
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});

describe("the draft dialog of a page", () => {
  it("starts a draft and says so; a refused call says why", async () => {
    const none: PageDraftStatus = { draft: null, publish_at: null, unpublish_at: null };
    answers = [{ status: 200, body: none }];
    show(<DraftMenu pageId={5} />);
    fireEvent.click(await screen.findByRole("button", { name: t("drafts.menu") }));
    const dialog = await screen.findByRole("dialog");

    answers.push({ status: 500, body: {} });
    fireEvent.click(within(dialog).getByRole("button", { name: t("drafts.start") }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", t("alert.error"));

    answers.push({ status: 200, body: { ...none, draft: { started_at: "2026-11-20T10:00:00Z", author: "Ada" } } });
    fireEvent.click(within(dialog).getByRole("button", { name: t("drafts.start") }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("status")
          .map((line) => line.textContent),
      ).toContain(t("drafts.done.start")),
    );
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(calls.at(-1)).toMatchObject({ url: "/de/pageeditor-api/draft", method: "POST", body: { page_id: 5 } });
    // With the draft begun, the dialog offers to publish it, and to schedule that.
    expect(within(dialog).getByRole("button", { name: t("drafts.publishNow") })).toBeTruthy();
    for (const label of [t("drafts.publishAt"), t("drafts.unpublishAt")]) {
      expect(describedBy(within(dialog).getByLabelText(label))).toBe(`${t("form.dateTime.zone")} ${t("drafts.scheduleHelp")}`);
    }
    answers.push({ status: 200, body: { ...none, draft: { started_at: "2026-11-20T10:00:00Z", author: "Ada" }, unpublish_at: "2030-01-01T09:00:00Z" } });
    fireEvent.change(within(dialog).getByLabelText(t("drafts.unpublishAt")), { target: { value: "2030-01-01T10:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: t("drafts.saveSchedule") }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("status")
          .map((line) => line.textContent),
      ).toContain(t("drafts.done.schedule")),
    );
    expect(calls.at(-1)).toMatchObject({
      url: "/de/pageeditor-api/draft/schedule",
      method: "POST",
      body: { page_id: 5, publish_at: null, unpublish_at: "2030-01-01T10:00:00+01:00" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: t("dialog.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the draft dialog before the page's draft status is there", () => {
  it("opens at once and says it is loading, then shows the status", async () => {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    answers = [{ status: 200, body: { draft: null, publish_at: null, unpublish_at: null } }];
    show(<DraftMenu pageId={5} />);
    fireEvent.click(screen.getByRole("button", { name: t("drafts.menu") }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("status").textContent).toBe(t("drafts.loading"));
    held = null;
    release();
    // The same dialog, now with the actions; focus moves from the loading state's button into them.
    const start = await within(dialog).findByRole("button", { name: t("drafts.start") });
    expect(within(dialog).queryByText(t("drafts.loading"))).toBeNull();
    expect(screen.getAllByRole("dialog")).toEqual([dialog]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(start).toBeTruthy();
  });

  it("says so when the status cannot be loaded, and tries again when opened again", async () => {
    answers = [{ status: 500, body: {} }];
    show(<DraftMenu pageId={5} />);
    fireEvent.click(screen.getByRole("button", { name: t("drafts.menu") }));
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(t("drafts.failed"));
    fireEvent.click(within(dialog).getByRole("button", { name: t("dialog.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    answers.push({ status: 200, body: { draft: null, publish_at: null, unpublish_at: null } });
    fireEvent.click(screen.getByRole("button", { name: t("drafts.menu") }));
    expect(await within(await screen.findByRole("dialog")).findByRole("button", { name: t("drafts.start") })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/de/pageeditor-api/draft?page_id=5")).toHaveLength(2);
  });
});

describe("the status lines of the draft and schedule menus", () => {
  // 2030-01-01 09:00 UTC is 10:00 in Berlin (winter time), 2030-07-01 16:30 UTC is 18:30 (summer time).
  const status: PageDraftStatus = {
    draft: { started_at: "2029-12-31T22:30:00Z", author: "Ada" },
    publish_at: "2030-01-01T09:00:00Z",
    unpublish_at: "2030-07-01T16:30:00Z",
  };

  it("write a page's times in Berlin time with the shared date format, weekday included", async () => {
    answers = [{ status: 200, body: status }];
    show(<DraftMenu pageId={5} />);
    expect((await screen.findByTestId("draft-status")).textContent).toBe(
      "Entwurf seit Mo., 31. Dez. 2029, 23:30 · Veröffentlichung geplant: Di., 1. Jan. 2030, 10:00 · Offline ab Mo., 1. Juli 2030, 18:30",
    );
  });

  it("write them in English on English pages", async () => {
    answers = [{ status: 200, body: status }];
    show(<DraftMenu pageId={5} />, "en");
    expect((await screen.findByTestId("draft-status")).textContent).toBe(
      "Draft since Mon, 31 Dec 2029, 11:30\u00a0PM · Publication scheduled: Tue, 1 Jan 2030, 10:00\u00a0AM · Offline from Mon, 1 Jul 2030, 6:30\u00a0PM",
    );
  });

  it("write a record's schedule the same way", async () => {
    answers = [{ status: 200, body: { publish_at: status.publish_at, unpublish_at: status.unpublish_at } }];
    show(<EntityScheduleMenu entity="productions" id={7} />);
    expect((await screen.findByTestId("schedule-status")).textContent).toBe("Online ab Di., 1. Jan. 2030, 10:00 · Offline ab Mo., 1. Juli 2030, 18:30");
  });
});
