import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { CheckInAnswer } from "../../machines/check-in.machine";
import type { Locale } from "../../schemas/api";
import { CheckInPanel } from "./CheckInPanel";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const ticket = { production: "Die Stunde der Vögel", performance: "2026-08-21T20:00:00+02:00", seat: "Parkett, Reihe 3, Platz 12", category: "Vollpreis" };

function panel(admit: (input: { code: string; door: string }) => Promise<CheckInAnswer>, locale: Locale = "de", initialAnswer: CheckInAnswer | null = null) {
  return (
    <I18nProvider locale={locale}>
      <CheckInPanel door="Haupteingang" admit={admit} action="/admin/de/check-in" initialAnswer={initialAnswer}>
        <input type="hidden" name="csrf" value="t" />
      </CheckInPanel>
    </I18nProvider>
  );
}

const answer = () => screen.getByRole("status").textContent;

async function typeCode(code: string) {
  const field = screen.getByRole("textbox", { name: /Ticketcode|Ticket code/ });
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest("form") as HTMLFormElement);
  await act(async () => {});
}

describe("CheckInPanel", () => {
  it("without JavaScript is a form that posts the code, and shows the server's answer", () => {
    document.body.innerHTML = renderToString(panel(async () => ({ status: "admitted", ticket }), "de", { status: "admitted", ticket }));
    const form = screen.getByRole("textbox", { name: "Ticketcode" }).closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/admin/de/check-in");
    expect(form.method).toBe("post");
    expect(answer()).toContain("Einlass: gültig");
    expect(screen.queryByRole("button", { name: "Kamera" })).toBeNull();
  });

  it("admits a typed code, counts it, and is ready for the next one with the field focused and empty", async () => {
    const admit = vi.fn(async () => ({ status: "admitted", ticket }) as CheckInAnswer);
    render(panel(admit));
    await act(async () => {});
    await typeCode("7k3m-9qxd-2");
    expect(admit).toHaveBeenCalledWith({ code: "7k3m-9qxd-2", door: "Haupteingang" });
    expect(answer()).toBe("Einlass: gültigDie Stunde der Vögel, Fr., 21. Aug. 2026, 20:00 · Vollpreis · Parkett, Reihe 3, Platz 12");
    expect(document.body.textContent).toContain("hier eingelassen: 1");
    const field = screen.getByRole("textbox", { name: "Ticketcode" }) as HTMLInputElement;
    expect(field.value).toBe("");
    expect(document.activeElement).toBe(field);
  });

  it("says when and where a ticket was first admitted, and why a code is not valid", async () => {
    const answers: CheckInAnswer[] = [
      { status: "already", ticket, firstAt: "2026-08-21T19:31:00+02:00", firstDoor: "Seiteneingang" },
      { status: "invalid", reason: "checksum" },
    ];
    render(panel(async () => answers.shift() as CheckInAnswer, "en"));
    await act(async () => {});
    await typeCode("7K3M9QXD2");
    expect(answer()).toMatch(/^Already admitted: Fri, 21 Aug 2026, 7:31\sPM at Seiteneingang/);
    await typeCode("7K3M9QXD3");
    expect(answer()).toBe("Not a valid ticketThe code has a typo. Please compare it character by character.");
  });

  it("keeps the code when the server does not answer, and checks it again on request", async () => {
    let online = false;
    const admit = vi.fn(async (): Promise<CheckInAnswer> => {
      if (!online) throw new TypeError("Failed to fetch");
      return { status: "admitted", ticket };
    });
    render(panel(admit));
    await act(async () => {});
    await typeCode("7K3M9QXD2");
    expect(answer()).toContain("Keine Antwort vom Server.");
    online = true;
    fireEvent.click(screen.getByRole("button", { name: "Noch einmal prüfen" }));
    await act(async () => {});
    expect(admit).toHaveBeenLastCalledWith({ code: "7K3M9QXD2", door: "Haupteingang" });
    expect(answer()).toContain("Einlass: gültig");
  });

  it("offers the camera only where the browser can read QR codes", async () => {
    render(panel(async () => ({ status: "admitted", ticket })));
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Kamera" })).toBeNull();
    cleanup();
    vi.stubGlobal("BarcodeDetector", class {});
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia: vi.fn(() => new Promise(() => {})) } });
    render(panel(async () => ({ status: "admitted", ticket })));
    await act(async () => {});
    const camera = screen.getByRole("button", { name: "Kamera" });
    expect(camera.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(camera);
    expect(camera.getAttribute("aria-pressed")).toBe("true");
  });
});
