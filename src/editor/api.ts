/**
 * The editor's calls to the content service (docs/editor.md): every call carries the session
 * cookie (credentials) and, when it changes something, the CSRF token read from the cookie at
 * send time (a login in between issues a new one). Failures become EditorRequestError with the
 * status, the service's message and its field errors.
 */
import { csrfHeaderName, readCsrfCookie } from "../server/api/csrf";
import { type EditorRequest, EditorRequestError, type FieldError } from "../machines/editing.machine";
import type { Locale, Section } from "../schemas/api";

const csrfToken = () => readCsrfCookie(typeof document === "undefined" ? "" : document.cookie) ?? "";

export async function editorCall<T = unknown>(
  locale: Locale,
  request: Pick<EditorRequest, "path" | "body"> & { method: "GET" | "POST" | "DELETE" },
  fetcher: typeof fetch = fetch,
): Promise<T> {
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
  const payload = (await response.json().catch(() => null)) as
    | (T & { message?: string; errors?: FieldError[] })
    | null;
  if (!response.ok) {
    throw new EditorRequestError(response.status, payload?.message ?? response.statusText, payload?.errors ?? []);
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
