/** The site-wide notice: staff set it (session + CSRF), visitors read it in their language until it ends. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { getNotice } from "../content/notice";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];
let staff: StaffSession;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  staff = await staffSession(app, handle.db);
});
afterAll(() => handle?.close());

const notice = {
  text_de: "Die Vorstellung von „Schichtwechsel“ am 30. August fällt aus.",
  text_en: "The performance of “Shift Change” on 30 August is cancelled.",
  url: "/de/programm",
  level: "warning",
};

const post = (body: unknown, headers: Record<string, string> = staff.writeHeaders) =>
  app.request("/de/pageeditor-api/notification/", { method: "POST", headers, body: JSON.stringify(body) });

async function visitorNotice(path: string) {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { notification: unknown }).notification;
}

describe("site notice", () => {
  it("is null while there is none", async () => {
    expect(await visitorNotice("/api/notification/")).toBeNull();
    expect(await visitorNotice("/en/api/notification")).toBeNull();
  });

  it("is set by staff and read by visitors in their language, with a new id each time", async () => {
    const response = await post(notice);
    expect(response.status).toBe(200);
    const de = (await visitorNotice("/de/api/notification/")) as { id: string; text: string; url: string; level: string };
    expect(de).toEqual({ id: expect.any(String), text: notice.text_de, url: "/de/programm", level: "warning" });
    expect(await visitorNotice("/api/notification/?language=en")).toEqual({ ...de, text: notice.text_en });
    await post({ ...notice, text_de: "Geändert" });
    const changed = (await visitorNotice("/de/api/notification/")) as { id: string; text: string };
    expect(changed.text).toBe("Geändert");
    expect(changed.id).not.toBe(de.id);
  });

  it("refuses visitors (401), writes without the CSRF header (403) and bad input (400), changing nothing", async () => {
    const before = await visitorNotice("/de/api/notification/");
    expect((await post({ ...notice, text_de: "Nein" }, { "content-type": "application/json" })).status).toBe(401);
    expect((await post({ ...notice, text_de: "Nein" }, { ...staff.headers, "content-type": "application/json" })).status).toBe(403);
    const bad = await post({ ...notice, text_en: "", url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/text_en is required.*url must be/);
    expect((await post({ ...notice, text_de: "x".repeat(301) })).status).toBe(400);
    expect(await visitorNotice("/de/api/notification/")).toEqual(before);
    expect((await app.request("/de/pageeditor-api/notification/")).status).toBe(401);
    expect((await app.request("/de/pageeditor-api/notification/", { headers: staff.headers })).status).toBe(200);
  });

  it("ends at its end time", async () => {
    const endsAt = new Date(Date.now() + 60_000);
    await post({ ...notice, ends_at: endsAt.toISOString() });
    expect(await getNotice(handle.db, "de", new Date(endsAt.getTime() - 1000))).not.toBeNull();
    expect(await getNotice(handle.db, "de", new Date(endsAt.getTime() + 1000))).toBeNull();
  });

  it("is removed by staff", async () => {
    await post(notice);
    expect((await app.request("/de/pageeditor-api/notification/", { method: "DELETE", headers: staff.headers })).status).toBe(403);
    expect((await app.request("/de/pageeditor-api/notification/", { method: "DELETE", headers: staff.writeHeaders })).status).toBe(200);
    expect(await visitorNotice("/de/api/notification/")).toBeNull();
  });
});
