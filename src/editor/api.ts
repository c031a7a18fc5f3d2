/**
 * The editor's calls to the content service (docs/editor.md): every call carries the session
 * cookie (credentials) and, when it changes something, the CSRF token read from the cookie at
 * send time (a login in between issues a new one). Failures become EditorRequestError with the
 * status, the service's message and its field errors.
 */
import { csrfHeaderName, readCsrfCookie } from "../server/api/csrf";
import { EditorRequestError, type FieldError } from "../machines/editing.machine";
import type { Locale, Section } from "../schemas/api";
import type { EditorCommand } from "../schemas/editor";

/** One call to the content service's editor API. */
export interface EditorHttpRequest {
  method: "GET" | "POST" | "DELETE";
  /** Below /{locale}/pageeditor-api/. */
  path: string;
  body?: unknown;
}

/** The call a command makes (docs/editor.md): its path, method and body, the section's revision in the body or the query. */
export function commandRequest(command: EditorCommand): EditorHttpRequest {
  switch (command.action) {
    case "module.create":
      return { method: "POST", path: command.module, body: { ...command.body, revision: command.revision } };
    // A block's writes name the section it is shown in: moved elsewhere meanwhile, the server answers 409.
    case "module.update":
      return { method: "POST", path: `${command.module}/${command.id}`, body: { ...command.body, revision: command.revision, section_id: command.sectionId } };
    case "module.move": {
      // To another section: its revision goes along, so a change there is refused too (409).
      const target = command.target ? { target_revision: command.target.revision } : {};
      return {
        method: "POST",
        path: `${command.module}/${command.id}/move`,
        body: { ...command.body, revision: command.revision, ...target, from_section_id: command.sectionId },
      };
    }
    case "module.copy":
      return { method: "POST", path: `${command.module}/${command.id}/copy`, body: { revision: command.revision, section_id: command.sectionId } };
    case "module.delete":
      return { method: "DELETE", path: `${command.module}/${command.id}?revision=${command.revision}&section_id=${command.sectionId}` };
    case "section.create":
      return { method: "POST", path: "section", body: command.body };
    case "section.update":
      return { method: "POST", path: `section/${command.id}`, body: { ...command.body, revision: command.revision } };
    case "section.move":
      return { method: "POST", path: `section/${command.id}/move`, body: { ...command.body, revision: command.revision } };
    case "section.copy":
      return { method: "POST", path: `section/${command.id}/copy`, body: { revision: command.revision } };
    case "section.delete":
      return { method: "DELETE", path: `section/${command.id}?revision=${command.revision}` };
    case "backup.undo":
      return { method: "POST", path: "backup/undo", body: command.body };
    case "revision.restore":
      return { method: "POST", path: `revision/${command.id}/restore` };
  }
}

const csrfToken = () => readCsrfCookie(typeof document === "undefined" ? "" : document.cookie) ?? "";

export async function editorCall<T = unknown>(locale: Locale, request: EditorHttpRequest, fetcher: typeof fetch = fetch): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.method !== "GET") headers[csrfHeaderName] = csrfToken();
  if (request.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetcher(`/${locale}/pageeditor-api/${request.path}`, {
      method: request.method,
      credentials: "include",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch (error) {
    throw new EditorRequestError(0, error instanceof Error ? error.message : String(error));
  }
  const payload = (await response.json().catch(() => null)) as (T & { message?: string; errors?: FieldError[] }) | null;
  if (!response.ok) {
    const { reason, section_id } = (payload ?? {}) as { reason?: unknown; section_id?: unknown };
    throw new EditorRequestError(
      response.status,
      payload?.message ?? response.statusText,
      payload?.errors ?? [],
      typeof reason === "string" ? reason : null,
      typeof section_id === "number" ? section_id : null,
    );
  }
  return payload as T;
}

/**
 * A section by slug; when the section call answers 404 and a staff user is logged in, an empty
 * container section is created with the spec's body (spec sections 4 and 7).
 */
export async function loadOrCreateContainer(
  locale: Locale,
  target: { slug: string; content_type: string | null; object_id: number | null },
  loggedIn: boolean,
  fetcher: typeof fetch = fetch,
): Promise<Section | null> {
  try {
    return await editorCall<Section>(locale, { method: "GET", path: `container/by-slug/${encodeURIComponent(target.slug)}` }, fetcher);
  } catch (error) {
    if (!(error instanceof EditorRequestError) || error.status !== 404 || !loggedIn) throw error;
  }
  const created = await editorCall<{ section: Section }>(
    locale,
    { method: "POST", path: "container", body: { slug: target.slug, parent: null, content_type: target.content_type, object_id: target.object_id } },
    fetcher,
  );
  return created.section;
}
