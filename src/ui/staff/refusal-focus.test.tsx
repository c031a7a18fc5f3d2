import { cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type Refusal, useRefusalFocus } from "./refusal-focus";

type Field = "email" | "password";

function StaffForm({ refusal }: { refusal?: Refusal<Field> }) {
  const alert = useRef<HTMLParagraphElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  useRefusalFocus(refusal, alert, [
    ["email", email],
    ["password", password],
  ]);
  return (
    <form>
      <p ref={alert} tabIndex={-1}>
        {refusal?.error}
      </p>
      <input ref={email} aria-label="email" type="email" defaultValue="staff@example.org" />
      <input ref={password} aria-label="password" type="password" defaultValue="secret" />
    </form>
  );
}

afterEach(cleanup);

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("useRefusalFocus", () => {
  it("leaves the form alone before anything was posted", () => {
    render(<StaffForm />);
    expect(input("password").value).toBe("secret");
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the form's message and empties the password, keeping the e-mail address", () => {
    render(<StaffForm refusal={{ error: "Wrong password", fieldErrors: {} }} />);
    expect(document.activeElement).toBe(screen.getByText("Wrong password"));
    expect(input("password").value).toBe("");
    expect(input("email").value).toBe("staff@example.org");
  });

  it("focuses the first field to fix, in the form's order", () => {
    const { rerender } = render(<StaffForm refusal={{ error: null, fieldErrors: { password: "Required" } }} />);
    expect(document.activeElement).toBe(input("password"));
    rerender(<StaffForm refusal={{ error: null, fieldErrors: { password: "Required", email: "Required" } }} />);
    expect(document.activeElement).toBe(input("email"));
  });
});
