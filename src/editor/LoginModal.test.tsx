import { fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import { useConsentHeld } from "../ui/consent/held";
import { LoginModal } from "./LoginModal";
import type { EditorSession } from "./session";

function Probe() {
  return <output>{useConsentHeld() ? "held" : "free"}</output>;
}

afterEach(() => vi.restoreAllMocks());

describe("the editor's login modal", () => {
  it("holds an undecided consent dialog back while it is open: one modal at a time", () => {
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    const session = { editing: { send: () => {} } } as unknown as EditorSession;
    const view = render(
      <I18nProvider locale="en">
        <LoginModal session={session} />
        <Probe />
      </I18nProvider>,
    );
    expect(view.getByRole("status").textContent).toBe("held");
    view.rerender(
      <I18nProvider locale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(view.getByRole("status").textContent).toBe("free");
  });
});

describe("the login modal's second step", () => {
  it("asks for the code when the password was right and the account has two-factor login, then logs in with it", async () => {
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    const calls: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input).replace(/^.*pageeditor-api\//, "");
      calls.push({ path, body: JSON.parse(String(init?.body ?? "null")) });
      if (path === "login") return new Response(JSON.stringify({ status: 202, step: "code", pending: "7.123.sig" }), { status: 202 });
      return new Response(JSON.stringify({ email: "pia@festival.example" }), { status: 200 });
    });
    const sent: unknown[] = [];
    const session = { editing: { send: (event: unknown) => sent.push(event) } } as unknown as EditorSession;
    const view = render(
      <I18nProvider locale="en">
        <LoginModal session={session} />
      </I18nProvider>,
    );
    expect(view.getByRole("button", { name: "Show password" }).getAttribute("aria-pressed")).toBe("false");
    fireEvent.change(view.getByLabelText("Email address"), { target: { value: "pia@festival.example" } });
    fireEvent.change(view.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(view.getByRole("button", { name: "Log in and save" }));
    const code = await view.findByLabelText("Code");
    expect(sent).toEqual([]);
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(view.getByRole("button", { name: "Confirm and save" }));
    await waitFor(() => expect(sent).toEqual([{ type: "login.succeeded" }]));
    expect(calls).toEqual([
      { path: "login", body: { email: "pia@festival.example", password: "a long password" } },
      { path: "login/code", body: { pending: "7.123.sig", code: "123456" } },
    ]);
  });
});
