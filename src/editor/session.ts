/**
 * One editing session per page and language, shared by the toolbar (in the header slot) and the
 * editable page (in main): the page's sections as the server last answered, the editing machine
 * (the commands' queue, one request at a time, revisions, alerts, 401 -> login) and the backup
 * machine (undo stacks). The session applies the machine's answers to the view and reloads what
 * a conflict or a renumbering made stale.
 * Components read it with useSyncExternalStore; a change replaces only the sections it touched,
 * so untouched sections keep their identity and skip re-rendering.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { createActor, fromPromise } from "xstate";
import { type BackupContext, backupMachine } from "../machines/backup.machine";
import { type ErrorKind, editingMachine, type FieldError } from "../machines/editing.machine";
import type { Locale, Page, Section } from "../schemas/api";
import type { EditorCommand } from "../schemas/editor";
import { commandRequest, editorCall } from "./api";

export interface EditorView {
  sections: Section[];
  /** Sections reloaded after a conflict, so the next save builds on the other person's work. */
  conflictSlug: string | null;
}

type SectionAnswer = {
  section?: Section | null;
  deleted?: string;
  results?: Section[];
  depth?: number;
  /** The section a block moved to (module.move to another section). */
  target?: Section;
  /** The other sections an undo of a write to several put back (null: removed by it). */
  linked?: { slug: string; section: Section | null; depth: number }[];
};

const byOrder = (a: Section, b: Section) => a.order - b.order || a.id - b.id;
/** The index after section `id` in `sections`, or -1 when it is not there. */
const afterOriginal = (sections: Section[], id: number) => {
  const index = sections.findIndex((s) => s.id === id);
  return index < 0 ? -1 : index + 1;
};

/** How a command with a ticket (a dialog's) ended: answered, or refused with its kind and field errors. */
export type CommandOutcome = { done: true } | { done: false; errorKind: ErrorKind; fieldErrors: FieldError[] };

export class EditorSession {
  readonly editing;
  readonly backup;
  private view: EditorView;
  private page: Page;
  private listeners = new Set<() => void>();
  /** The machine's last result and failure this session has acted on. */
  private appliedResult: unknown = null;
  private handledFailure: unknown = null;
  /** Outcomes of the commands with a ticket, recorded from every snapshot, so none is missed. */
  private outcomes = new Map<number, CommandOutcome>();
  /** Counts applied answers, so a slower reload never overwrites a newer answer. */
  private applied = 0;

  constructor(
    readonly locale: Locale,
    page: Page,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {
    this.page = page;
    this.view = { sections: page.modules, conflictSlug: null };
    this.editing = createActor(
      editingMachine.provide({
        actors: { send: fromPromise(({ input }) => editorCall(locale, commandRequest(input), this.fetcher)) },
      }),
    );
    this.backup = createActor(
      backupMachine.provide({
        actions: {
          requestUndo: (_, { slug }) => this.send({ action: "backup.undo", body: { slug } }),
        },
      }),
    );
    this.editing.subscribe(({ context: { result, failure } }) => {
      if (result && result !== this.appliedResult) {
        this.appliedResult = result;
        this.apply(result.command, result.data as SectionAnswer);
        if (result.command.ticket !== undefined) this.settle(result.command.ticket, { done: true });
      }
      if (failure && failure !== this.handledFailure) {
        this.handledFailure = failure;
        if (failure.command.ticket !== undefined)
          this.settle(failure.command.ticket, { done: false, errorKind: failure.kind, fieldErrors: failure.fieldErrors });
        if (failure.command.action === "backup.undo") this.backup.send({ type: "backup.failed" });
        if (failure.kind === "conflict" && "slug" in failure.command) void this.reloadSection(failure.command.slug);
        if (failure.kind === "conflict" && failure.command.action === "module.move" && failure.command.target)
          void this.reloadSection(failure.command.target.slug);
        // A block moved to another section meanwhile: that section shows it now.
        const movedTo = failure.kind === "conflict" && failure.sectionId != null ? this.view.sections.find((s) => s.id === failure.sectionId) : undefined;
        if (movedTo && !("slug" in failure.command && failure.command.slug === movedTo.slug)) void this.reloadSection(movedTo.slug);
      }
    });
    this.editing.start();
    this.backup.start();
  }

  get pageId() {
    return this.page.id;
  }

  /** The page as the loader last delivered it: a fresh load replaces what the session holds. */
  attach(page: Page) {
    if (page === this.page) return;
    this.page = page;
    this.editing.send({ type: "sections.seen", sections: page.modules });
    this.setView({ sections: page.modules, conflictSlug: null });
  }

  private backupsAsked = false;

  /**
   * The page's undo stacks, asked for once per session, by the editable page once it has hydrated
   * (an effect): stacks that came during its hydration (the toolbar, in a boundary of its own, may
   * hydrate first) would make the browser's first render of a section's undo button differ from
   * the server's, which knows none ("(0)" against "(n)", React error #418).
   */
  loadBackupsOnce() {
    if (this.backupsAsked) return;
    this.backupsAsked = true;
    void this.loadBackups().catch((error) => console.error("backup stacks could not be loaded", error));
  }

  async loadBackups() {
    const { stacks, history } = await editorCall<{ stacks: Record<string, number>; history: string[] }>(
      this.locale,
      { method: "GET", path: `backup?page_id=${this.page.id}` },
      this.fetcher,
    );
    this.backup.send({ type: "backup.loaded", stacks, history });
  }

  /** Hands a command to the editing machine, which sends it now or after those before it. */
  send(command: EditorCommand) {
    this.editing.send({ type: "request.send", command });
  }

  /** How the command with this ticket ended; undefined while it waits or is in flight. */
  outcomeOf = (ticket: number | null): CommandOutcome | undefined => (ticket === null ? undefined : this.outcomes.get(ticket));

  private settle(ticket: number, outcome: CommandOutcome) {
    this.outcomes.set(ticket, outcome);
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = () => this.view;

  stop() {
    this.editing.stop();
    this.backup.stop();
  }

  private setView(view: EditorView) {
    this.view = view;
    this.notify();
  }

  private apply(command: EditorCommand, answer: SectionAnswer) {
    this.applied += 1;
    let sections = this.view.sections;
    if (answer.results) sections = answer.results;
    if (answer.deleted) sections = sections.filter((s) => s.slug !== answer.deleted);
    // A block moved to another section, or the undo of a write to several: the others changed too.
    const linked = answer.linked ?? [];
    const gone = linked.filter((l) => !l.section).map((l) => l.slug);
    sections = sections.filter((s) => !gone.includes(s.slug));
    for (const other of [answer.target, ...linked.map((l) => l.section)]) {
      if (other) sections = sections.some((s) => s.id === other.id) ? sections.map((s) => (s.id === other.id ? other : s)) : [...sections, other].sort(byOrder);
    }
    const section = answer.section;
    if (section) {
      const rest = sections.filter((s) => s.id !== section.id);
      // A new section goes where it was asked for (a copy right after its original) at once: the
      // other sections' orders here are the old ones until the reload below, and sorting by them
      // would show it in the wrong place meanwhile (a section added above the first one showed
      // below it, and the pointer over the page's top was over the old section).
      const at = command.action === "section.create" ? (command.body.position ?? -1) : command.action === "section.copy" ? afterOriginal(rest, command.id) : -1;
      if (section.order < 0) sections = rest;
      else if (at >= 0) sections = [...rest.slice(0, at), section, ...rest.slice(at)];
      else sections = [...rest, section].sort(byOrder);
    }
    this.setView({ sections, conflictSlug: null });
    // These renumber the other sections of the page too: take the page's order from the server.
    if (command.action === "section.create" || command.action === "section.copy" || command.action === "backup.undo") void this.reloadSections();
    if (command.action === "backup.undo") {
      this.backup.send({
        type: "backup.undone",
        slug: command.body.slug,
        depth: answer.depth ?? 0,
        linked: linked.map((l) => ({ slug: l.slug, depth: l.depth })),
      });
    } else if (command.action === "revision.restore") {
      void this.loadBackups().catch(() => undefined);
    } else {
      // A new section (created or copied) pushes on its own stack, known from the answer only.
      const slug = command.action === "section.create" || command.action === "section.copy" ? answer.section?.slug : command.slug;
      if (slug) this.backup.send({ type: "backup.pushed", slug });
      // A move to another section pushed on the target's stack too, after the source's.
      if (command.action === "module.move" && command.target && answer.target) this.backup.send({ type: "backup.pushed", slug: command.target.slug });
    }
  }

  private async reloadSections() {
    const asked = this.applied;
    const answer = await editorCall<{ results: Section[] }>(this.locale, { method: "GET", path: `section?page_id=${this.page.id}` }, this.fetcher).catch(
      (error) => {
        console.error("sections could not be reloaded", error);
        return null;
      },
    );
    // A newer answer was applied meanwhile: it triggered (or is) a fresher picture.
    if (!answer || asked !== this.applied) return;
    this.editing.send({ type: "sections.seen", sections: answer.results });
    this.setView({ sections: answer.results, conflictSlug: this.view.conflictSlug });
  }

  private async reloadSection(slug: string) {
    const current = this.view.sections.find((s) => s.slug === slug);
    if (!current) return;
    const { section } = await editorCall<{ section: Section }>(this.locale, { method: "GET", path: `section/${current.id}` }, this.fetcher).catch(() => ({
      section: null as Section | null,
    }));
    if (!section) return;
    this.editing.send({ type: "sections.seen", sections: [section] });
    this.setView({ sections: this.view.sections.map((s) => (s.id === section.id ? section : s)), conflictSlug: slug });
  }
}

let current: EditorSession | null = null;

/** The session of this page and language (a new one when either changed). */
export function sessionFor(locale: Locale, page: Page): EditorSession {
  // Server rendering: one request's page, never shared with another request, no calls.
  if (typeof window === "undefined") return new EditorSession(locale, page);
  if (!current || current.pageId !== page.id || current.locale !== locale) {
    current?.stop();
    current = new EditorSession(locale, page);
  }
  return current;
}

export function useEditorSession(locale: Locale, page: Page): EditorSession {
  const session = sessionFor(locale, page);
  useEffect(() => {
    session.attach(page);
  }, [session, page]);
  return session;
}

export function useEditorView(session: EditorSession): EditorView {
  return useSyncExternalStore(session.subscribe, session.getView, session.getView);
}

/** What the undo controls read of the backup machine. */
export interface BackupView extends BackupContext {
  /** No undo is running. */
  idle: boolean;
}

/** The server knows no undo stacks: every undo control renders as if there were none. */
const serverBackupView: BackupView = { stacks: {}, history: [], undoing: null, idle: true };

/**
 * A value of the backup machine for an undo control. While the page hydrates it is the server's
 * value (no stacks), whenever the stacks arrived: a count or a `disabled` read from them in the
 * browser's first render would differ from the server's HTML (React error #418 for a text, a
 * button left disabled for an attribute). React renders again with the stacks right after.
 * `select` must answer a primitive (or a stable value) for the same view.
 */
export function useBackupView<T>(session: EditorSession, select: (view: BackupView) => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = session.backup.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  const current = () => {
    const snapshot = session.backup.getSnapshot();
    return select({ ...snapshot.context, idle: snapshot.matches("idle") });
  };
  return useSyncExternalStore(subscribe, current, () => select(serverBackupView));
}
