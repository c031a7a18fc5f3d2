/**
 * The media library (docs/admin.md, "Media library"): the files newest first as a grid of
 * thumbnails with their alt texts, a search over path and alt text (in the URL, so it works
 * without JavaScript), and an upload of images and PDFs with clear messages on type and size.
 */
import { useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import type { Route } from "./+types/media";
import { Paging, useCsrfToken } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath, pageParam } from "./common";
import { checkFile, documentTypes, imageTypes, type MediaError, sendFile } from "./media-shared";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  const page = pageParam(url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  try {
    return { locale, page, q, list: await admin.media(locale, cookie, { page, q }), deleted: url.searchParams.has("deleted") };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.media")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminMediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t, tc } = useAdminI18n();
  const { locale, page, q, list, deleted } = loaderData;
  const base = adminPath(locale, "media");
  return (
    <>
      <h1>{t("admin.media")}</h1>
      <p>{t("admin.media.intro")}</p>
      {deleted ? (
        <p className="admin-notice" role="status">
          {t("admin.deleted")}
        </p>
      ) : null}
      <MediaUpload />
      <h2 id="admin-media-files">{t("admin.media.files")}</h2>
      <Form method="get" action={base} className="admin-search" role="search" aria-label={t("admin.media.search.label")}>
        <div className="admin-search__field">
          <label htmlFor="admin-media-q">{t("admin.media.search.label")}</label>
          <input id="admin-media-q" type="search" name="q" defaultValue={q} maxLength={200} />
        </div>
        <button type="submit" className="admin-button">
          {t("admin.search")}
        </button>
        {q ? (
          <Link to={base} className="admin-button admin-button--quiet">
            {t("admin.reset")}
          </Link>
        ) : null}
      </Form>
      <p className="admin-count" role="status">
        {tc("admin.results", list.count)}
      </p>
      {list.results.length === 0 ? (
        <p>{t("admin.media.empty")}</p>
      ) : (
        <ul className="admin-media-grid" aria-labelledby="admin-media-files">
          {list.results.map((item) => {
            const alt = locale === "de" ? item.alt_de : item.alt_en;
            return (
              <li key={item.id} className="admin-media-grid__item">
                <Link to={adminPath(locale, "media", item.id)} className="admin-media-grid__link">
                  {item.thumbnail ? (
                    <img src={item.thumbnail} alt={alt} width={160} height={120} loading="lazy" />
                  ) : (
                    <span className="admin-media-grid__document" aria-hidden="true">
                      PDF
                    </span>
                  )}
                  <span className="admin-media-grid__path">{item.path}</span>
                </Link>
                {item.kind === "document" ? <span className="admin-badge">{t("admin.media.document")}</span> : null}
                {alt ? (
                  <span className="admin-media-grid__alt">{alt}</span>
                ) : item.kind === "image" ? (
                  <span className="admin-media-grid__missing">{t("admin.media.noAlt")}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Paging base={q ? `${base}?q=${encodeURIComponent(q)}` : base} page={page} previous={list.previous} next={list.next} />
    </>
  );
}

/** Upload: checked in the browser first, then by the server; a stored file opens its edit screen. */
function MediaUpload() {
  const { t, locale } = useAdminI18n();
  const navigate = useNavigate();
  const csrfToken = useCsrfToken();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ kind: MediaError; message?: string } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const fail = (kind: MediaError, message?: string) => {
    setError({ kind, message });
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  async function submit() {
    const file = input.current?.files?.[0];
    const refused = checkFile(file);
    if (refused || !file) return fail(refused ?? "missing");
    setBusy(true);
    setError(null);
    const result = await sendFile(locale, "media/", file, csrfToken);
    setBusy(false);
    if (result.ok) {
      navigate(`${adminPath(locale, "media", result.value.id)}?uploaded=1`);
      return;
    }
    fail(result.error, result.message);
  }

  return (
    <form
      className="admin-media-upload"
      aria-labelledby="admin-media-upload-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="admin-media-upload-title">{t("admin.media.upload")}</h2>
      <div className="admin-search__field">
        <label htmlFor="admin-media-file">{t("admin.media.upload.file")}</label>
        <input
          ref={input}
          id="admin-media-file"
          type="file"
          name="file"
          accept={[...imageTypes, ...documentTypes].join(",")}
          aria-describedby={`admin-media-upload-hint${error ? " admin-media-upload-error" : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={() => setError(null)}
        />
        <p id="admin-media-upload-hint" className="admin-badge">
          {t("admin.media.upload.hint")}
        </p>
      </div>
      {error ? (
        <p id="admin-media-upload-error" ref={errorRef} tabIndex={-1} className="admin-alert" role="alert">
          {error.message ?? t(`admin.media.error.${error.kind}`)}
        </p>
      ) : null}
      <p>
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? t("admin.media.uploading") : t("admin.media.upload.submit")}
        </button>
      </p>
      <noscript>
        <p>{t("admin.needsScript")}</p>
      </noscript>
    </form>
  );
}
