import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type ConsentInput, type StoredConsent, consentMachine, isLegalPath, parseStoredConsent, serializeConsent } from "./consent.machine";

const NOW = "2025-06-01T12:00:00.000Z";

const stored = (choices: Partial<StoredConsent> = {}): StoredConsent => ({
  version: 1,
  tracking: false,
  marketing: false,
  externalMedia: false,
  decidedAt: "2025-01-01T00:00:00.000Z",
  ...choices,
});

function start(input: Partial<ConsentInput> = {}) {
  const effects = {
    persistConsent: vi.fn<(consent: StoredConsent) => void>(),
    startTagManager: vi.fn(),
    reloadPage: vi.fn(),
  };
  const machine = consentMachine.provide({
    actions: {
      persistConsent: (_, consent) => effects.persistConsent(consent),
      startTagManager: () => effects.startTagManager(),
      reloadPage: () => effects.reloadPage(),
    },
  });
  const actor = createActor(machine, { input: { stored: null, path: "/de", now: () => NOW, ...input } }).start();
  return { actor, ...effects, context: () => actor.getSnapshot().context };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("consent machine: first visit", () => {
  it("on a normal page the visitor is undecided and sees the dialog with nothing but required allowed", () => {
    const { actor, context } = start({ path: "/de/festival" });
    expect(actor.getSnapshot().matches("undecided")).toBe(true);
    expect(context()).toMatchObject({
      dialog: true,
      required: true,
      tracking: false,
      marketing: false,
      externalMedia: false,
      decidedAt: null,
    });
  });

  it.each(["/de/impressum", "/en/imprint", "/de/datenschutz", "/en/privacy/"])(
    "on the legal page %s there is no dialog until the visitor moves to another page",
    (path) => {
      const { actor, context } = start({ path });
      expect(actor.getSnapshot().matches("undecided")).toBe(true);
      expect(context().dialog).toBe(false);
      actor.send({ type: "route.changed", path: "/en/imprint/" });
      expect(context()).toMatchObject({ dialog: false, path: "/en/imprint/" });
      actor.send({ type: "route.changed", path: "/de/programm" });
      expect(context()).toMatchObject({ dialog: true, path: "/de/programm" });
      expect(actor.getSnapshot().matches("undecided")).toBe(true);
    },
  );

  it("an undecided visitor moving to a legal page can read it without the dialog", () => {
    const { actor, context } = start({ path: "/de" });
    actor.send({ type: "route.changed", path: "/de/datenschutz" });
    expect(context().dialog).toBe(false);
    actor.send({ type: "route.changed", path: "/de" });
    expect(context().dialog).toBe(true);
  });

  it("the footer link opens the dialog on a legal page too, but an undecided visitor cannot just close it", () => {
    const { actor, context } = start({ path: "/de/impressum" });
    actor.send({ type: "consent.open" });
    expect(context().dialog).toBe(true);
    actor.send({ type: "consent.close" });
    expect(context().dialog).toBe(true);
    expect(actor.getSnapshot().matches("undecided")).toBe(true);
  });

  it("a garbage or outdated cookie counts as no choice", () => {
    for (const cookie of ["not json", "%7B", JSON.stringify({ ...stored(), version: 2 }), undefined]) {
      const { actor, context } = start({ stored: parseStoredConsent(cookie), path: "/de" });
      expect(actor.getSnapshot().matches("undecided")).toBe(true);
      expect(context().dialog).toBe(true);
    }
  });
});

describe("consent machine: decisions", () => {
  it("accept all persists the choice, closes the dialog and starts the tag manager after 200 ms, not before", () => {
    const { actor, context, persistConsent, startTagManager, reloadPage } = start({ path: "/de" });
    actor.send({ type: "consent.acceptAll" });
    expect(actor.getSnapshot().matches("decided")).toBe(true);
    expect(context()).toMatchObject({ dialog: false, tracking: true, marketing: true, externalMedia: true, decidedAt: NOW });
    expect(persistConsent).toHaveBeenCalledExactlyOnceWith({
      version: 1,
      tracking: true,
      marketing: true,
      externalMedia: true,
      decidedAt: NOW,
    });
    expect(startTagManager).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(startTagManager).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(startTagManager).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(startTagManager).toHaveBeenCalledOnce();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("reject all keeps only the required cookies: persisted, no tag manager, no reload", () => {
    const { actor, context, persistConsent, startTagManager, reloadPage } = start({ path: "/de" });
    actor.send({ type: "consent.rejectAll" });
    expect(actor.getSnapshot().matches("decided")).toBe(true);
    expect(context()).toMatchObject({ dialog: false, required: true, tracking: false, marketing: false, externalMedia: false });
    expect(persistConsent).toHaveBeenCalledExactlyOnceWith({
      version: 1,
      tracking: false,
      marketing: false,
      externalMedia: false,
      decidedAt: NOW,
    });
    vi.advanceTimersByTime(10_000);
    expect(startTagManager).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("save stores a custom choice; external media alone unlocks embeds without tracking", () => {
    const { actor, context, persistConsent, startTagManager } = start({ path: "/en" });
    actor.send({ type: "consent.save", tracking: false, marketing: true, externalMedia: true });
    expect(context()).toMatchObject({ dialog: false, tracking: false, marketing: true, externalMedia: true });
    expect(persistConsent).toHaveBeenCalledExactlyOnceWith({
      version: 1,
      tracking: false,
      marketing: true,
      externalMedia: true,
      decidedAt: NOW,
    });
    vi.advanceTimersByTime(1_000);
    expect(startTagManager).not.toHaveBeenCalled();
  });

  it("decidedAt defaults to the current time", () => {
    vi.setSystemTime(new Date("2030-02-03T04:05:06.000Z"));
    const actor = createActor(consentMachine, { input: { stored: null, path: "/de" } }).start();
    actor.send({ type: "consent.rejectAll" });
    expect(actor.getSnapshot().context.decidedAt).toBe("2030-02-03T04:05:06.000Z");
  });
});

describe("consent machine: returning visitor", () => {
  it("sees no dialog and keeps the stored choice", () => {
    const { actor, context, startTagManager } = start({ stored: stored({ marketing: true, externalMedia: true }), path: "/de" });
    expect(actor.getSnapshot().matches("decided")).toBe(true);
    expect(context()).toMatchObject({
      dialog: false,
      tracking: false,
      marketing: true,
      externalMedia: true,
      decidedAt: "2025-01-01T00:00:00.000Z",
    });
    vi.advanceTimersByTime(1_000);
    expect(startTagManager).not.toHaveBeenCalled();
  });

  it("with tracking allowed gets the tag manager 200 ms after start, without persisting again", () => {
    const { startTagManager, persistConsent } = start({ stored: stored({ tracking: true }), path: "/de" });
    vi.advanceTimersByTime(199);
    expect(startTagManager).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(startTagManager).toHaveBeenCalledOnce();
    expect(persistConsent).not.toHaveBeenCalled();
  });

  it("re-opens the dialog from the footer with the current choices and closes it without change", () => {
    const { actor, context, persistConsent, reloadPage } = start({ stored: stored({ externalMedia: true }), path: "/de" });
    actor.send({ type: "consent.open" });
    expect(context()).toMatchObject({ dialog: true, tracking: false, marketing: false, externalMedia: true });
    actor.send({ type: "consent.close" });
    expect(context()).toMatchObject({ dialog: false, tracking: false, marketing: false, externalMedia: true });
    expect(actor.getSnapshot().matches("decided")).toBe(true);
    expect(persistConsent).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("turning tracking on later starts the tag manager once, 200 ms after the choice", () => {
    const { actor, startTagManager } = start({ stored: stored(), path: "/de" });
    actor.send({ type: "consent.open" });
    actor.send({ type: "consent.save", tracking: true, marketing: false, externalMedia: false });
    vi.advanceTimersByTime(199);
    expect(startTagManager).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(startTagManager).toHaveBeenCalledOnce();
    // Saving again with tracking still on neither restarts it nor reloads.
    actor.send({ type: "consent.acceptAll" });
    vi.advanceTimersByTime(1_000);
    expect(startTagManager).toHaveBeenCalledOnce();
  });

  it("turning tracking off reloads the page after persisting the new choice", () => {
    const order: string[] = [];
    const machine = consentMachine.provide({
      actions: {
        persistConsent: (_, consent) => order.push(`persist:${consent.tracking}`),
        startTagManager: () => order.push("startTagManager"),
        reloadPage: () => order.push("reload"),
      },
    });
    const actor = createActor(machine, { input: { stored: stored({ tracking: true }), path: "/de", now: () => NOW } }).start();
    vi.advanceTimersByTime(200);
    actor.send({ type: "consent.open" });
    actor.send({ type: "consent.save", tracking: false, marketing: true, externalMedia: true });
    expect(order).toEqual(["startTagManager", "persist:false", "reload"]);
    expect(actor.getSnapshot().context).toMatchObject({ tracking: false, dialog: false });
  });

  it("turning tracking off before the tag manager started cancels it (and still reloads)", () => {
    const { actor, startTagManager, reloadPage } = start({ path: "/de" });
    actor.send({ type: "consent.acceptAll" });
    vi.advanceTimersByTime(100);
    actor.send({ type: "consent.rejectAll" });
    expect(reloadPage).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1_000);
    expect(startTagManager).not.toHaveBeenCalled();
  });

  it("keeping tracking off does not reload", () => {
    const { actor, reloadPage, persistConsent } = start({ stored: stored(), path: "/de" });
    actor.send({ type: "consent.save", tracking: false, marketing: true, externalMedia: false });
    actor.send({ type: "consent.rejectAll" });
    expect(persistConsent).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe("consent machine: legal pages and the re-show rule", () => {
  it("refused tracking: moving from a legal page to another page shows the dialog again", () => {
    const { actor, context } = start({ stored: stored({ marketing: true }), path: "/de/datenschutz" });
    expect(context().dialog).toBe(false);
    actor.send({ type: "route.changed", path: "/de/impressum/" });
    expect(context().dialog).toBe(false);
    actor.send({ type: "route.changed", path: "/de/programm" });
    expect(context()).toMatchObject({ dialog: true, path: "/de/programm" });
    expect(actor.getSnapshot().matches("decided")).toBe(true);
    actor.send({ type: "consent.close" });
    expect(context().dialog).toBe(false);
    // Only the step off a legal page re-shows it, not every navigation.
    actor.send({ type: "route.changed", path: "/de/tickets" });
    expect(context().dialog).toBe(false);
  });

  it("refused tracking: the rule also applies after navigating onto a legal page", () => {
    const { actor, context } = start({ path: "/en" });
    actor.send({ type: "consent.rejectAll" });
    actor.send({ type: "route.changed", path: "/en/privacy" });
    expect(context().dialog).toBe(false);
    actor.send({ type: "route.changed", path: "/en" });
    expect(context().dialog).toBe(true);
  });

  it("accepted tracking: moving from a legal page to another page does not re-show the dialog", () => {
    const { actor, context } = start({ stored: stored({ tracking: true }), path: "/en/privacy" });
    actor.send({ type: "route.changed", path: "/en/festival" });
    expect(context()).toMatchObject({ dialog: false, path: "/en/festival" });
  });

  it("refused tracking: moving between ordinary pages does not show the dialog", () => {
    const { actor, context } = start({ stored: stored(), path: "/de" });
    actor.send({ type: "route.changed", path: "/de/programm" });
    expect(context().dialog).toBe(false);
  });

  it("an open dialog closes when the visitor follows its link to the privacy policy", () => {
    const { actor, context } = start({ stored: stored({ tracking: true }), path: "/de" });
    actor.send({ type: "consent.open" });
    actor.send({ type: "route.changed", path: "/de/datenschutz" });
    expect(context().dialog).toBe(false);
  });
});

describe("consent helpers", () => {
  it("isLegalPath knows imprint and privacy pages in both languages, with or without trailing slash", () => {
    for (const path of ["/de/impressum", "/en/imprint", "/de/datenschutz", "/en/privacy", "/de/impressum/", "/en/privacy?x=1", "/en/imprint#top"]) {
      expect(isLegalPath(path), path).toBe(true);
    }
    for (const path of ["/", "/de", "/en/impressum", "/de/privacy", "/de/datenschutz/extra", "/de/impressum-alt", "de/impressum"]) {
      expect(isLegalPath(path), path).toBe(false);
    }
  });

  it("serializeConsent and parseStoredConsent round-trip and keep only the known fields", () => {
    const consent = stored({ tracking: true, externalMedia: true });
    const value = serializeConsent({ ...consent, extra: "x" } as StoredConsent);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(parseStoredConsent(value)).toEqual(consent);
    expect(parseStoredConsent(JSON.stringify(consent))).toEqual(consent);
  });

  it("parseStoredConsent is tolerant: anything unreadable is null", () => {
    for (const value of [
      undefined,
      "",
      "garbage",
      "%E0%A4%A",
      "null",
      "42",
      "[]",
      JSON.stringify({ ...stored(), version: 2 }),
      JSON.stringify({ ...stored(), version: "1" }),
      JSON.stringify({ ...stored(), tracking: "yes" }),
      JSON.stringify({ version: 1, tracking: true, marketing: false, externalMedia: false }),
    ]) {
      expect(parseStoredConsent(value), String(value)).toBeNull();
    }
  });
});
