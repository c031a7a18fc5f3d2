import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChangeHistory } from "../../routes/admin/change-history";
import type { AdminSingleHistory } from "../../schemas/admin-settings";
import { createAdminTranslate } from "./i18n";

afterEach(cleanup);

const history: AdminSingleHistory = [
  {
    id: 2,
    at: "2026-05-01T10:00:00.000Z",
    user: "alice",
    action: "update",
    changes: {
      title_de: ["Die Stunde der Vögel", "Die Stunde der Wale"],
      description_de: ["<p>Ein <strong>Abend</strong></p>", "<p>Ein langer Abend</p><script>alert(1)</script>"],
      is_online: [false, true],
      // Personal data: logged without its values.
      email: [null, null],
    },
  },
  { id: 1, at: "2026-05-01T09:00:00.000Z", user: "alice", action: "delete", changes: null },
];

const label = (name: string) => ({ title_de: "Titel (de)", description_de: "Beschreibung (de)", is_online: "Online", email: "E-Mail" })[name] ?? name;

describe("the admin's history shows what an entry changed", () => {
  it("word-diffs texts, gives other values old and new, and keeps personal data without values", () => {
    const view = render(<ChangeHistory history={history} locale="de" label={label} t={createAdminTranslate("de")} />);
    const [changed, deleted] = view.getAllByRole("listitem");
    expect(changed.textContent).toContain(": Titel (de), Beschreibung (de), Online, E-Mail");
    const details = within(changed).getByText("Änderungen anzeigen");
    fireEvent.click(details);
    const fields = [...changed.querySelectorAll(".editor-diff__field")];
    expect(fields.map((f) => f.querySelector(".editor-diff__label")?.textContent)).toEqual(["Titel (de)", "Beschreibung (de)", "Online"]);
    expect([...fields[0].querySelectorAll("del")].map((d) => d.textContent)).toEqual(["entfernt: Vögel"]);
    expect([...fields[0].querySelectorAll("ins")].map((d) => d.textContent)).toEqual(["hinzugefügt: Wale"]);
    expect([...fields[1].querySelectorAll("ins")].map((d) => d.textContent)).toEqual(["hinzugefügt: langer"]);
    // Stored markup is compared by its visible text and never rendered.
    expect(changed.querySelector("details script, details strong")).toBeNull();
    expect(fields[1].textContent).toBe("Beschreibung (de)VorherEin AbendNachherEin hinzugefügt: langer Abend");
    expect(fields[2].textContent).toBe("Onlineentfernt: nein → geändert in hinzugefügt: ja");
    expect(within(deleted).queryByText("Änderungen anzeigen")).toBeNull();
  });

  it("speaks English", () => {
    const view = render(<ChangeHistory history={history} locale="en" label={label} t={createAdminTranslate("en")} />);
    const [changed] = view.getAllByRole("listitem");
    expect(within(changed).getByText("Show changes")).toBeTruthy();
    expect(changed.querySelector("del")?.textContent).toBe("removed: Vögel");
    expect(within(changed).getAllByText("Before")).toHaveLength(2);
  });
});
