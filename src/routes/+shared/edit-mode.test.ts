import { describe, expect, it } from "vitest";
import { enteredEditModeOnly, skipReloadOnEnteringEditMode } from "./edit-mode";

const u = (path: string) => new URL(path, "http://festival.test");

describe("entering edit mode", () => {
  it("is recognised only when ?edit is added and nothing else changes", () => {
    expect(enteredEditModeOnly(u("/de/festival"), u("/de/festival?edit="))).toBe(true);
    expect(enteredEditModeOnly(u("/de/festival?noToolbar"), u("/de/festival?noToolbar&edit"))).toBe(true);
    expect(enteredEditModeOnly(u("/de/festival?edit"), u("/de/festival"))).toBe(false);
    expect(enteredEditModeOnly(u("/de/festival"), u("/de/programm?edit"))).toBe(false);
    expect(enteredEditModeOnly(u("/de/festival"), u("/de/festival?edit&v=3"))).toBe(false);
  });

  it("skips the reload then for staff, and keeps the default otherwise (visitors, form posts)", () => {
    const args = { currentUrl: u("/de/festival"), nextUrl: u("/de/festival?edit"), defaultShouldRevalidate: true };
    expect(skipReloadOnEnteringEditMode(args)).toBe(true);
    document.documentElement.setAttribute("data-logged-in", "");
    expect(skipReloadOnEnteringEditMode(args)).toBe(false);
    expect(skipReloadOnEnteringEditMode({ ...args, formMethod: "POST" })).toBe(true);
    expect(skipReloadOnEnteringEditMode({ ...args, nextUrl: u("/de/festival"), currentUrl: u("/de/festival?edit") })).toBe(true);
    document.documentElement.removeAttribute("data-logged-in");
  });
});
