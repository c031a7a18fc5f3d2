/**
 * The staff mail viewer (/de/postausgang, /en/outbox; docs/mail.md): the outbox newest first,
 * filtered by status and paged in the URL, and one mail with its text and HTML version. Without
 * an SMTP server every mail is held here, so a flow like the newsletter opt-in can be followed
 * to the end locally. Admins only: visitors are sent to the login, which brings them back; an
 * editor is told that the outbox is for admins (403, no mail in the data), the content service
 * refusing the read either way (it holds other staff's password links).
 */
import { data, Link, redirect } from "react-router";
import { isContentError } from "../content-client/types";
import { appContext, staffContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenUrl } from "../i18n/routes-table";
import { formatDateTime } from "../lib/dates";
import { mailStatusValues, type MailSummary } from "../schemas/mail";
import { noindexScreenMeta } from "../ui/meta";
import { attachmentsNote } from "../ui/staff/mail-attachments";
import "../ui/staff/mail-viewer.css";
import type { Route } from "./+types/mail-viewer";

type Status = MailSummary["status"];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("staff")];

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  if (!context.get(staffContext).user) {
    throw redirect(`${screenUrl("login", locale)}?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  const cookie = request.headers.get("cookie") ?? undefined;
  const asked = url.searchParams.get("status");
  const status = (mailStatusValues as readonly string[]).includes(asked ?? "") ? (asked as Status) : undefined;
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const id = Number.parseInt(url.searchParams.get("id") ?? "", 10);
  try {
    if (Number.isInteger(id) && id > 0) {
      return { locale, publicUrl, status, page, forbidden: false, list: null, mail: await content.outboxMail(locale, { cookie, id }) };
    }
    return { locale, publicUrl, status, page, forbidden: false, list: await content.outbox(locale, { cookie, page, status }), mail: null };
  } catch (error) {
    // The session ended between the check and the call: log in again.
    if (isContentError(error) && error.status === 401) throw redirect(`${screenUrl("login", locale)}?next=${encodeURIComponent(url.pathname)}`);
    if (isContentError(error) && error.status === 403)
      return data({ locale, publicUrl, status, page, forbidden: true, list: null, mail: null }, { status: 403 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: loaderData.mail ? loaderData.mail.subject : t("mailViewer.title"),
    publicUrl: loaderData.publicUrl,
    alternates: { de: screenUrl("mail-viewer", "de"), en: screenUrl("mail-viewer", "en") },
    siteName: t("site.name"),
  });
};

export default function MailViewer({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale, list, mail, status, page, forbidden } = loaderData;
  const base = screenUrl("mail-viewer", locale);
  const href = (query: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };

  if (forbidden) {
    return (
      <div className="mail-viewer">
        <h1 className="mail-viewer__title">{t("mailViewer.title")}</h1>
        <p role="alert">{t("mailViewer.adminsOnly")}</p>
      </div>
    );
  }

  if (mail) {
    return (
      <article className="mail-viewer">
        <p>
          <Link to={href({ status })}>{t("mailViewer.back")}</Link>
        </p>
        <h1 className="mail-viewer__title">{mail.subject}</h1>
        <dl className="mail-viewer__facts">
          <dt>{t("mailViewer.from")}</dt>
          <dd>{mail.from}</dd>
          <dt>{t("mailViewer.to")}</dt>
          <dd>{mail.to}</dd>
          <dt>{t("mailViewer.created")}</dt>
          <dd>
            <time dateTime={mail.created_at}>{formatDateTime(mail.created_at, locale)}</time>
          </dd>
          <dt>{t("mailViewer.status")}</dt>
          <dd>{t(`mailViewer.status.${mail.status}`)}</dd>
          <dt>{t("mailViewer.attempts")}</dt>
          <dd>{mail.attempts}</dd>
          {mail.attachments.length ? (
            <>
              <dt>{t("mailViewer.attachmentsLabel")}</dt>
              <dd>
                {attachmentsNote(t, mail.attachments)} ({t("mailViewer.attachmentsRendered")})
              </dd>
            </>
          ) : null}
          {mail.last_error ? (
            <>
              <dt>{t("mailViewer.lastError")}</dt>
              <dd>{mail.last_error}</dd>
            </>
          ) : null}
        </dl>
        {mail.text === "" && mail.html === "" ? <p>{t("mailViewer.purged")}</p> : null}
        {mail.text ? (
          <>
            <h2>{t("mailViewer.text")}</h2>
            <pre className="mail-viewer__text" tabIndex={0}>
              {mail.text}
            </pre>
          </>
        ) : null}
        {mail.html ? (
          <>
            <h2>{t("mailViewer.html")}</h2>
            {/* The mail as a recipient sees it; sandboxed: no scripts, no same-origin access. */}
            <iframe className="mail-viewer__html" title={t("mailViewer.html")} sandbox="" srcDoc={mail.html} />
          </>
        ) : null}
      </article>
    );
  }

  const results = list?.results ?? [];
  return (
    <div className="mail-viewer">
      <h1 className="mail-viewer__title">{t("mailViewer.title")}</h1>
      <p>{t("mailViewer.intro")}</p>
      <form className="mail-viewer__filter" method="get" action={base}>
        <label htmlFor="mail-status">{t("mailViewer.status")}</label>
        <select id="mail-status" name="status" defaultValue={status ?? ""}>
          <option value="">{t("mailViewer.statusAll")}</option>
          {mailStatusValues.map((value) => (
            <option key={value} value={value}>
              {t(`mailViewer.status.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t("mailViewer.filter")}
        </button>
      </form>
      <p role="status">{list?.count === 1 ? t("mailViewer.countOne") : t("mailViewer.count", { count: list?.count ?? 0 })}</p>
      {results.length === 0 ? (
        <p>{t("mailViewer.empty")}</p>
      ) : (
        <table className="mail-viewer__table">
          <thead>
            <tr>
              <th scope="col">{t("mailViewer.created")}</th>
              <th scope="col">{t("mailViewer.to")}</th>
              <th scope="col">{t("mailViewer.subject")}</th>
              <th scope="col">{t("mailViewer.status")}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((row) => (
              <tr key={row.id} data-status={row.status}>
                <td>
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
                </td>
                <td>{row.to}</td>
                <td>
                  <Link to={href({ id: row.id, status })}>{row.subject}</Link>
                  {row.attachments.length ? <small className="mail-viewer__attachments"> · {attachmentsNote(t, row.attachments)}</small> : null}
                </td>
                <td>{t(`mailViewer.status.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && (list.previous || list.next) ? (
        <nav className="mail-viewer__paging" aria-label={t("search.pages")}>
          {list.previous ? <Link to={href({ status, page: list.previous })}>{t("search.previous")}</Link> : null}
          <span>{page}</span>
          {list.next ? <Link to={href({ status, page: list.next })}>{t("search.next")}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
