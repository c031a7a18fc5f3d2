import { describe, expect, it } from "vitest";
import { createTranslate } from "./index";
import { waitText } from "./wait";

describe("waitText: how long a refused caller waits", () => {
  it("counts seconds under a minute and whole minutes, rounded up, from one minute on, with the right plural", () => {
    const cases: [number, string, string][] = [
      [1, "1 Sekunde", "1 second"],
      [2, "2 Sekunden", "2 seconds"],
      [59, "59 Sekunden", "59 seconds"],
      [60, "1 Minute", "1 minute"],
      [61, "2 Minuten", "2 minutes"],
      [300, "5 Minuten", "5 minutes"],
      [880, "15 Minuten", "15 minutes"],
    ];
    for (const [seconds, de, en] of cases) {
      expect(waitText("de", seconds), `${seconds} s`).toBe(de);
      expect(waitText("en", seconds), `${seconds} s`).toBe(en);
    }
  });

  it("never promises less than a second", () => {
    expect(waitText("de", 0)).toBe("1 Sekunde");
    expect(waitText("en", 0.2)).toBe("1 second");
  });

  it("fills the refusals of the login and of the set-password screen", () => {
    expect(createTranslate("de")("login.limited", { wait: waitText("de", 1) })).toBe(
      "Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 1 Sekunde wieder.",
    );
    expect(createTranslate("en")("login.limited", { wait: waitText("en", 120) })).toBe("Too many failed logins. Please try again in 2 minutes.");
    expect(createTranslate("en")("setPassword.limited", { wait: waitText("en", 60) })).toBe(
      "Too many attempts with invalid links. Please try again in 1 minute.",
    );
  });
});
