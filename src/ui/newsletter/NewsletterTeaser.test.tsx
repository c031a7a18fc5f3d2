import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTranslate, I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { emailPattern, NewsletterTeaser, validateEmail } from "./NewsletterTeaser";

function renderTeaser(locale: Locale = "de", url = `/${locale}/festival`) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale={locale}>
        <NewsletterTeaser locale={locale} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const field = (locale: Locale = "de") => screen.getByLabelText(locale === "de" ? "E-Mail-Adresse" : "E-mail address") as HTMLInputElement;
const submit = (locale: Locale = "de") => fireEvent.click(screen.getByRole("button", { name: locale === "de" ? "Anmelden" : "Sign up" }));
const errorArea = () => document.getElementById(document.querySelector("input[name=email]")?.getAttribute("aria-describedby") ?? "") as HTMLElement;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("newsletter teaser without JavaScript", () => {
  it("is a form posting to the language's API, with no CSRF field (the page needs no cookie)", () => {
    const { container } = renderTeaser("en");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/en/api/newsletter/");
    expect(form.elements.namedItem("csrfmiddlewaretoken")).toBeNull();
    expect(field("en").name).toBe("email");
    expect(field("en").type).toBe("email");
    expect(field("en").required).toBe(true);
    expect(screen.getByRole("heading", { level: 2, name: "Newsletter" })).toBeTruthy();
    expect(container.querySelector("section#newsletter")).not.toBeNull();
  });

  it("shows the thank-you from ?newsletter=ok and the error from ?newsletter=error", () => {
    renderTeaser("de", "/de/faq?newsletter=ok");
    expect(screen.getByText("Vielen Dank für Ihre Anmeldung zum Newsletter!")).toBeTruthy();
    // Double opt-in: the visitor learns that the mail's link must be followed.
    expect(screen.getByText(/Bitte bestätigen Sie die Anmeldung über den Link in der E-Mail/)).toBeTruthy();
    expect(document.querySelector("form")).toBeNull();
    cleanup();
    renderTeaser("en", "/en/faq?newsletter=error");
    expect(errorArea().textContent).toBe("Invalid e-mail address!");
    expect(field("en").getAttribute("aria-invalid")).toBe("true");
    cleanup();
    renderTeaser("en", "/en/faq?newsletter=limit");
    expect(errorArea().textContent).toBe("Too many sign-up attempts. Please try again in a few minutes.");
  });
});

describe("newsletter teaser with JavaScript", () => {
  it("validates like the server", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
    const t = createTranslate("en");
    expect(validateEmail(" ", t)).toBe("This field is required!");
    expect(validateEmail("a@b", t)).toBe("Invalid e-mail address!");
    expect(validateEmail(" a@example.org ", t)).toBeNull();
  });

  it.each([
    ["de", "Dieses Feld darf nicht leer sein!", "Ungültige E-Mail Adresse!"],
    ["en", "This field is required!", "Invalid e-mail address!"],
  ] as const)("shows the required and invalid messages in %s, tied to the field", (locale, required, invalid) => {
    const { container } = renderTeaser(locale);
    expect((container.querySelector("form") as HTMLFormElement).noValidate).toBe(true);
    const error = errorArea();
    expect(error.getAttribute("aria-live")).toBe("polite");
    expect(field(locale).hasAttribute("aria-invalid")).toBe(false);

    submit(locale);
    expect(error.textContent).toBe(required);
    expect(field(locale).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(locale));

    fireEvent.change(field(locale), { target: { value: "kein-at-zeichen" } });
    expect(error.textContent).toBe("");
    submit(locale);
    expect(error.textContent).toBe(invalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts JSON without a CSRF header and thanks the visitor, focusing the thank-you", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ submitted: true }), { status: 200 }));
    renderTeaser("de");
    fireEvent.change(field(), { target: { value: " erika@example.org " } });
    await act(async () => submit());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/de/api/newsletter/");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("X-CSRFToken")).toBeNull();
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ email: "erika@example.org" });

    const thanks = await screen.findByText("Vielen Dank für Ihre Anmeldung zum Newsletter!");
    // The whole message (thanks and the hint to confirm) takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(thanks.closest("p")));
    expect(document.querySelector("form")).toBeNull();
  });

  it("shows the server's field message and the rate-limit message", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 400, message: "Invalid e-mail address!", errors: { email: ["Invalid e-mail address!"] } }), { status: 400 }),
    );
    renderTeaser("en");
    fireEvent.change(field("en"), { target: { value: "jane@example.org" } });
    await act(async () => submit("en"));
    expect(errorArea().textContent).toBe("Invalid e-mail address!");

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ status: 429, message: "x" }), { status: 429 }));
    await act(async () => submit("en"));
    expect(errorArea().textContent).toBe("Too many sign-up attempts. Please try again in a few minutes.");

    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await act(async () => submit("en"));
    expect(errorArea().textContent).toBe("Sorry, the sign-up did not work. Please try again later.");
    expect(screen.queryByText("Thank you for subscribing to our newsletter!")).toBeNull();
  });
});
