/**
 * One editing session per page and language, shared by the toolbar (in the header slot) and the
 * editable page (in main): the page's sections as the server last answered, the editing machine
 * (one request at a time, alerts, 401 -> login) and the backup machine (undo stacks).
 * Components read it with useSyncExternalStore; a change replaces only the sections it touched,
 * so untouched sections keep their identity and skip re-rendering.
 */
import { useEffect, useSyncExternalStore } from "react";
import { createActor, fromPromise } from "xstate";
import { backupMachine } from "../machines/backup.machine";
import { type EditorRequest, editingMachine } from "../machines/editing.machine";
import type { Locale, Page, Section } from "../schemas/api";
import { editorCall } from "./api";

export interface EditorView {
  sections: Section[];
  /** Sections reloaded after a conflict, so the next save builds on the other person's work. */
  conflictSlug: string | null;
}

type SectionAnswer = { section?: Section | null; deleted?: string; results?: Section[]; depth?: number };

const byOrder = (a: Section, b: Section) => a.order - b.order || a.id - b.id;

export class EditorSession {
  readonly editing;
  readonly backup;
  private view: EditorView;
  private page: Page;
  private listeners = new Set<() => void>();
  private inflight: EditorRequest | null = null;
  private appliedResult: unknown = null;
  /** Requests made while another was in flight, sent in order as soon as it settles. */
  private queue: EditorRequest[] = [];
  /** Counts applied answers, so a slower reload never overwrites a newer answer. */
  private applied = 0;
  private requests = 0;

  constructor(
    readonly locale: Locale,
    page: Page,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {
    this.page = page;
    this.view = { sections: page.modules, conflictSlug: null };
    this.editing = createActor(
      editingMachine.provide({
        actors: {
          send: fromPromise(({ input }) => {
            this.inflight = input;
            return editorCall(locale, input, this.fetcher);
          }),
        },
      }),
      { input: { editing: true } },
    );
    this.backup = createActor(
      backupMachine.provide({
        actions: {
          requestUndo: (_, { slug }) => this.send({ method: "POST", path: "backup/undo", body: { slug }, action: "backup.undo" }),
        },
      }),
    );
    this.editing.subscribe((snapshot) => {
      const { result } = snapshot.context;
      if (result && result !== this.appliedResult) {
        this.appliedResult = result;
        this.apply(result.request, result.data as SectionAnswer);
      }
      if (snapshot.matches({ editing: "error" }) && this.inflight) {
        const failed = this.inflight;
        this.inflight = null;
        if (failed.action === "backup.undo") this.backup.send({ type: "backup.failed" });
        if (snapshot.context.errorKind === "conflict" && failed.slug) void this.reloadSection(failed.slug);
      }
      this.flush();
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
    const { stacks } = await editorCall<{ stacks: Record<string, number> }>(
      this.locale,
      { method: "GET", path: `backup?page_id=${this.page.id}` },
      this.fetcher,
    );
    this.backup.send({ type: "backup.loaded", stacks });
  }

  /** Queues a request; the answer is its id, for following it (useRequest). */
  send(request: EditorRequest): number {
    const id = ++this.requests;
    this.queue.push({ ...request, id });
    this.flush();
    return id;
  }

  /** Sends the next waiting request when the editing machine can take one. */
  private flush() {
    const next = this.queue[0];
    if (!next || !this.editing.getSnapshot().can({ type: "request.send", request: next })) return;
    this.queue.shift();
    this.editing.send({ type: "request.send", request: this.withCurrentRevision(next) });
  }

  /**
   * A request waited while an earlier one (by the same editor) changed its section: it goes out
   * with the section's revision of now, as the editor clicked on what was on screen.
   */
  private withCurrentRevision(request: EditorRequest): EditorRequest {
    const section = request.slug ? this.view.sections.find((s) => s.slug === request.slug) : undefined;
    if (section?.revision === undefined) return request;
    const revision = section.revision;
    const body = request.body && typeof request.body === "object" && "revision" in request.body ? { ...request.body, revision } : request.body;
    return { ...request, body, path: request.path.replace(/([?&]revision=)\d+/, `$1${revision}`) };
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
    for (const listener of this.listeners) listener();
  }

  private apply(request: EditorRequest, answer: SectionAnswer) {
    this.applied += 1;
    let sections = this.view.sections;
    if (answer.results) sections = answer.results;
    if (answer.deleted) sections = sections.filter((s) => s.slug !== answer.deleted);
    const section = answer.section;
    if (section) {
      const rest = sections.filter((s) => s.id !== section.id);
      sections = section.order >= 0 ? [...rest, section].sort(byOrder) : rest;
    }
    this.setView({ sections, conflictSlug: null });
    // These renumber the other sections of the page too: take the page's order from the server.
    if (["section.create", "section.copy", "backup.undo"].includes(request.action)) void this.reloadSections();
    if (request.action === "backup.undo") {
      const slug = (request.body as { slug: string }).slug;
      this.backup.send({ type: "backup.undone", slug, depth: answer.depth ?? 0 });
    } else if (request.action === "revision.restore") {
      void this.loadBackups().catch(() => undefined);
    } else {
      // A new section's slug is known from the answer only.
      const slug = request.slug ?? answer.section?.slug;
      if (slug) this.backup.send({ type: "backup.pushed", slug });
    }
  }

  private async reloadSections() {
    const asked = this.applied;
    const answer = await editorCall<{ results: Section[] }>(
      this.locale,
      { method: "GET", path: `section?page_id=${this.page.id}` },
      this.fetcher,
    ).catch((error) => {
      console.error("sections could not be reloaded", error);
      return null;
    });
    // A newer answer was applied meanwhile: it triggered (or is) a fresher picture.
    if (answer && asked === this.applied) this.setView({ sections: answer.results, conflictSlug: this.view.conflictSlug });
  }

  private async reloadSection(slug: string) {
    const current = this.view.sections.find((s) => s.slug === slug);
    if (!current) return;
    const { section } = await editorCall<{ section: Section }>(
      this.locale,
      { method: "GET", path: `section/${current.id}` },
      this.fetcher,
    ).catch(() => ({ section: null as Section | null }));
    if (!section) return;
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
