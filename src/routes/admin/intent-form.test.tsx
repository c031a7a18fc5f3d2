import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAdminTranslate } from "../../editor/admin/i18n";
import type { EntityDraftStatus } from "../../schemas/drafts";
import { csrfFieldName } from "../../server/api/csrf";
import { DraftPanel, SchedulePanel } from "./entity-draft";
import { IntentFields, IntentForm } from "./intent-form";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** Each form of a rendered document: where it posts, its intent and CSRF token, and its button's text. */
const forms = (doc: Document) =>
  [...doc.querySelectorAll("form")].map((form) => ({
    method: form.getAttribute("method"),
    action: form.getAttribute("action"),
    intent: form.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]')?.value,
    csrf: form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${csrfFieldName}"]`)?.value,
    button: form.querySelector('button[type="submit"]')?.textContent,
  }));

describe("IntentForm", () => {
  it("posts its intent with the CSRF field to the action, around its button and fields", () => {
    const doc = parse(
      renderToString(
        <IntentForm action="/admin/de/news/3" intent="draft-start" csrfToken="tok" className="admin-actions">
          <input name="note" defaultValue="x" />
          <button type="submit">Los</button>
        </IntentForm>,
      ),
    );
    expect(forms(doc)).toEqual([{ method: "post", action: "/admin/de/news/3", intent: "draft-start", csrf: "tok", button: "Los" }]);
    expect(doc.querySelector("form")?.className).toBe("admin-actions");
    expect(doc.querySelector<HTMLInputElement>('form input[name="note"]')?.value).toBe("x");
  });

  it("gives another form the same two hidden fields", () => {
    const doc = parse(renderToString(<IntentFields intent="resend" csrfToken="tok" />));
    expect([...doc.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute("name"), input.getAttribute("value")])).toEqual([
      [csrfFieldName, "tok"],
      ["intent", "resend"],
    ]);
  });
});

describe("the record's draft and schedule forms", () => {
  const t = createAdminTranslate("de");
  const common = { locale: "de" as const, entity: "news", id: 3, csrfToken: "tok", t };

  it("without a draft: one form that starts it", () => {
    expect(forms(parse(renderToString(<DraftPanel draft={null} {...common} />)))).toEqual([
      { method: "post", action: "/admin/de/news/3", intent: "draft-start", csrf: "tok", button: t("admin.draft.start") },
    ]);
  });

  it("with a draft: publish, discard and schedule, each with its intent and the CSRF field", () => {
    const draft: EntityDraftStatus = { data: {}, started_at: "2026-11-20T10:00:00Z", updated_at: "2026-11-20T10:00:00Z", author: "Ada", publish_at: null };
    expect(forms(parse(renderToString(<DraftPanel draft={draft} {...common} />)))).toEqual([
      { method: "post", action: "/admin/de/news/3", intent: "draft-publish", csrf: "tok", button: t("admin.draft.publish") },
      { method: "post", action: "/admin/de/news/3", intent: "draft-discard", csrf: "tok", button: t("admin.draft.discard") },
      { method: "post", action: "/admin/de/news/3", intent: "draft-schedule", csrf: "tok", button: t("admin.draft.scheduleApply") },
    ]);
  });

  it("the schedule of the row", () => {
    expect(forms(parse(renderToString(<SchedulePanel publication={undefined} {...common} />)))).toEqual([
      { method: "post", action: "/admin/de/news/3", intent: "schedule", csrf: "tok", button: t("admin.schedule.apply") },
    ]);
  });
});
