import { fireEvent, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./PasswordField";

describe("the show-password toggle", () => {
  it("without JavaScript (the server's markup) there is no toggle: the field stays a password field", () => {
    const html = renderToString(<PasswordField name="password" aria-label="Passwort" showLabel="Passwort anzeigen" />);
    expect(html).toContain('type="password"');
    expect(html).not.toContain("<button");
  });

  it("is a button with aria-pressed, named by its text, that shows and hides the password and keeps the focus", () => {
    const view = render(
      <>
        <label htmlFor="pw">Passwort</label>
        <PasswordField id="pw" name="password" showLabel="Passwort anzeigen" defaultValue="geheim und lang" />
      </>,
    );
    const field = view.getByLabelText("Passwort") as HTMLInputElement;
    const toggle = view.getByRole("button", { name: "Passwort anzeigen" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe("pw");
    expect(toggle.hasAttribute("aria-label")).toBe(false);
    expect(field.type).toBe("password");
    toggle.focus();
    fireEvent.click(toggle);
    expect(field.type).toBe("text");
    expect(field.value).toBe("geheim und lang");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(field.type).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
  });
});
