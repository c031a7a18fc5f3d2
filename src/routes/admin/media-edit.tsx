/**
 * One file of the media library (docs/admin.md, "Media library"): alt text and copyright in
 * German and English side by side, the focal point (a click on the image, or the two percent
 * fields), replacing the file under the same path, where it is used, and deleting it (asked
 * first; refused while it is used).
 */
import { type MouseEvent, useRef, useState } from "react";
import { data, Link, useNavigate, useRevalidator } from "react-router";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import type { AdminMedia, AdminMediaUse } from "../../schemas/admin-media";
import type { Route } from "./+types/media-edit";
import { ConfirmDialog, type Message, ScreenMessage, useCsrfToken } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath } from "./common";
import { useUnsavedGuard } from "./unsaved";
import { checkFile, documentTypes, formatBytes, imageTypes, sendFile, sendJson } from "./media-shared";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie } = adminAccess(context, locale, url, request);
  if (!/^\d{1,9}$/.test(params.id)) throw data({ message: "404 Not Found" }, { status: 404 });
  const id = Number(params.id);
  try {
    const [item, usage] = await Promise.all([admin.mediaItem(locale, cookie, id), admin.mediaUsage(locale, cookie, id)]);
    return { locale, item, usage, uploaded: url.searchParams.has("uploaded") };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  const title = loaderData ? t("admin.media.editNamed", { name: fileName(loaderData.item.path) }) : t("admin.media");
  return [{ title: `${title} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

/** A file's name in the title: the last part of its path. */
const fileName = (path: string) => path.split("/").pop() || path;

type Texts = Pick<AdminMedia, "alt_de" | "alt_en" | "copyright_de" | "copyright_en" | "focus_x" | "focus_y">;
const textsOf = (item: AdminMedia): Texts => ({
  alt_de: item.alt_de,
  alt_en: item.alt_en,
  copyright_de: item.copyright_de,
  copyright_en: item.copyright_en,
  focus_x: item.focus_x,
  focus_y: item.focus_y,
});
const clampPercent = (value: number) => Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 50)));

export default function AdminMediaEdit({ loaderData }: Route.ComponentProps) {
  const { t, tc } = useAdminI18n();
  const { locale, item, usage, uploaded } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const csrfToken = useCsrfToken();
  const [texts, setTexts] = useState<Texts>(() => textsOf(item));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(uploaded ? { text: t("admin.media.uploaded"), kind: "status" } : null);
  const [blockers, setBlockers] = useState<AdminMediaUse[] | null>(null);
  const [version, setVersion] = useState(item.updated_at);
  const dialog = useRef<HTMLDialogElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const guard = useUnsavedGuard(t);

  // A fresh load of the same file (after a replace) brings its new values, in the same render.
  if (item.updated_at !== version) {
    setTexts(textsOf(item));
    setVersion(item.updated_at);
  }

  const say = (text: string, kind: "status" | "alert") => setMessage({ text, kind });
  const set = <K extends keyof Texts>(key: K, value: Texts[K]) => setTexts((previous) => ({ ...previous, [key]: value }));

  async function save() {
    setBusy(true);
    setMessage(null);
    const result = await sendJson<AdminMedia>(locale, `media/${item.id}/`, "PUT", texts, csrfToken);
    setBusy(false);
    if (result.ok) {
      guard.saved();
      say(t("admin.saved"), "status");
      revalidator.revalidate();
    } else say(result.message ?? t(`admin.media.error.${result.error}`), "alert");
  }

  async function replace() {
    const file = replaceInput.current?.files?.[0];
    const refused = checkFile(file, item.kind === "image" ? "image" : "document");
    if (refused || !file) return say(t(`admin.media.error.${refused ?? "missing"}`), "alert");
    setBusy(true);
    setMessage(null);
    const result = await sendFile(locale, `media/${item.id}/replace/`, file, csrfToken);
    setBusy(false);
    if (result.ok) {
      if (replaceInput.current) replaceInput.current.value = "";
      say(t("admin.media.replaced"), "status");
      revalidator.revalidate();
    } else say(result.message ?? t(`admin.media.error.${result.error}`), "alert");
  }

  async function remove() {
    dialog.current?.close();
    setBusy(true);
    setMessage(null);
    const result = await sendJson<null>(locale, `media/${item.id}/`, "DELETE", undefined, csrfToken);
    setBusy(false);
    if (result.ok) {
      guard.saved();
      navigate(`${adminPath(locale, "media")}?deleted=1`);
      return;
    }
    if (result.status === 409 && Array.isArray(result.body.used_by)) setBlockers(result.body.used_by as AdminMediaUse[]);
    say(result.message ?? t(`admin.media.error.${result.error}`), "alert");
  }

  const pickFocus = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set("focus_x", clampPercent(((event.clientX - box.left) / box.width) * 100));
    set("focus_y", clampPercent(((event.clientY - box.top) / box.height) * 100));
  };
  const shown = blockers ?? usage;
  const alt = locale === "de" ? item.alt_de : item.alt_en;
  return (
    <>
      <p>
        <Link to={adminPath(locale, "media")}>{t("admin.media.back")}</Link>
      </p>
      <h1>{t("admin.media.editNamed", { name: fileName(item.path) })}</h1>
      <p>
        <code className="admin-media-path">{item.path}</code>
      </p>
      <ScreenMessage message={message} />

      <div className="admin-media-detail">
        <div className="admin-media-detail__preview">
          {item.kind === "image" ? (
            <>
              <div className="admin-media-focus">
                {/* A pointer shortcut: the two percent fields below are the keyboard way. */}
                <img
                  src={`${item.url}?v=${encodeURIComponent(item.updated_at)}`}
                  alt={alt}
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                  onClick={pickFocus}
                />
                <span className="admin-media-focus__marker" style={{ left: `${texts.focus_x}%`, top: `${texts.focus_y}%` }} aria-hidden="true" />
              </div>
              <p className="admin-badge">{t("admin.media.focus.click")}</p>
            </>
          ) : (
            <p>
              <a href={item.url}>{t("admin.media.openDocument")}</a>
            </p>
          )}
          <dl className="admin-readonly">
            <div>
              <dt>{t("admin.media.type")}</dt>
              <dd>{item.content_type}</dd>
            </div>
            <div>
              <dt>{t("admin.media.size")}</dt>
              <dd>{formatBytes(item.size, locale)}</dd>
            </div>
            {item.width && item.height ? (
              <div>
                <dt>{t("admin.media.dimensions")}</dt>
                <dd>
                  {item.width} × {item.height} px
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("admin.media.original")}</dt>
              <dd>
                <a href={item.url}>{item.url}</a>
              </dd>
            </div>
          </dl>
        </div>

        <form
          className="admin-media-detail__form"
          aria-labelledby="admin-media-texts"
          onInput={guard.changed}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <h2 id="admin-media-texts">{t("admin.media.texts")}</h2>
          <div className="admin-media-pairs">
            {(["de", "en"] as const).map((lang) => (
              <fieldset key={lang} lang={lang}>
                <legend>{t(lang === "de" ? "admin.media.german" : "admin.media.english")}</legend>
                <div className="admin-search__field">
                  <label htmlFor={`media-alt-${lang}`}>{t("admin.media.alt")}</label>
                  <textarea
                    id={`media-alt-${lang}`}
                    rows={3}
                    maxLength={1000}
                    value={texts[`alt_${lang}`]}
                    onChange={(event) => set(`alt_${lang}`, event.target.value)}
                  />
                </div>
                <div className="admin-search__field">
                  <label htmlFor={`media-copyright-${lang}`}>{t("admin.media.copyright")}</label>
                  <input
                    id={`media-copyright-${lang}`}
                    type="text"
                    maxLength={1000}
                    value={texts[`copyright_${lang}`]}
                    onChange={(event) => set(`copyright_${lang}`, event.target.value)}
                  />
                </div>
              </fieldset>
            ))}
          </div>
          {item.kind === "image" ? (
            <fieldset className="admin-media-focus-fields">
              <legend>{t("admin.media.focus")}</legend>
              <p className="admin-badge" id="media-focus-hint">
                {t("admin.media.focus.hint")}
              </p>
              <div className="admin-search">
                {(["focus_x", "focus_y"] as const).map((key) => (
                  <div key={key} className="admin-search__field">
                    <label htmlFor={`media-${key}`}>{t(key === "focus_x" ? "admin.media.focus.x" : "admin.media.focus.y")}</label>
                    <input
                      id={`media-${key}`}
                      type="number"
                      min={0}
                      max={100}
                      step={1}
                      inputMode="numeric"
                      aria-describedby="media-focus-hint"
                      value={texts[key]}
                      onChange={(event) => set(key, clampPercent(event.target.valueAsNumber))}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
          <p>
            <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
              {t("admin.save")}
            </button>
          </p>
        </form>
      </div>

      <section aria-labelledby="admin-media-replace">
        <h2 id="admin-media-replace">{t("admin.media.replace")}</h2>
        <p id="admin-media-replace-hint">{t("admin.media.replace.hint")}</p>
        <form
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            void replace();
          }}
        >
          <div className="admin-search__field">
            <label htmlFor="admin-media-replace-file">{t("admin.media.replace.file")}</label>
            <input
              ref={replaceInput}
              id="admin-media-replace-file"
              type="file"
              accept={(item.kind === "image" ? imageTypes : documentTypes).join(",")}
              aria-describedby="admin-media-replace-hint"
            />
          </div>
          <button type="submit" className="admin-button" disabled={busy}>
            {t("admin.media.replace.submit")}
          </button>
        </form>
      </section>

      <section aria-labelledby="admin-media-usage">
        <h2 id="admin-media-usage">{t("admin.media.usage")}</h2>
        {shown.length === 0 ? (
          <p>{t("admin.media.usage.none")}</p>
        ) : (
          <ul className="admin-media-usage">
            {shown.map((use) => (
              <li key={`${use.table}-${use.id}-${use.link}`}>
                {use.link.startsWith("/admin/") ? <Link to={use.link}>{use.label}</Link> : <a href={use.link}>{use.label}</a>}{" "}
                <span className="admin-badge">{t(`admin.media.usage.${use.kind}` as const)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="admin-actions">
        <button type="button" className="admin-button admin-button--danger" onClick={() => dialog.current?.showModal()} disabled={busy}>
          {t("admin.delete")}
        </button>
      </p>
      <ConfirmDialog
        dialog={dialog}
        id="admin-media-delete-title"
        question={shown.length ? tc("admin.media.delete.used", shown.length) : t("admin.media.delete.confirm")}
        confirmLabel={t("admin.delete")}
        cancelLabel={t("admin.delete.cancel")}
        onConfirm={() => void remove()}
      />
      {guard.dialog}
    </>
  );
}
