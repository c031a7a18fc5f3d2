/**
 * Production detail (/de/programm/{slug}/{id}, /en/programme/{slug}/{id}): 404 for an unknown
 * id, a 301 to the canonical URL when the slug is not the production's in this language. The
 * language switch keeps slug and id (the production's own URLs in both languages).
 */
import { appContext, staffContext } from "../context";
import { routeCatalogue } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { eventHeaderHandle } from "../ui/programme/EventHeader";
import { BookingsJsonLd } from "../ui/programme/BookingsJsonLd";
import { programmeMeta } from "../ui/programme/meta";
import { ProductionDetail } from "../ui/programme/ProductionDetail";
import type { Route } from "./+types/production";
import { withMediaMeta } from "./+shared/media-meta.server";
import { withRenderedSections } from "../schemas/tree";
import { loadDetail } from "./editorial.server";
import { isStaffDraftPreview, previewOr, withDraft } from "./+shared/draft-preview.server";
import { productionSchema } from "../schemas/programme";
import type { Locale } from "../schemas/api";
import { previewRef } from "../ui/staff/admin-link";

export const handle = eventHeaderHandle("productions");

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("programme")];

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  // Staff with `?preview=draft`: the production's draft over the live row (docs/admin.md);
  const live = (language: Locale, id: number) => content.production(language, id);
  // `&date=<id>`: that date's draft over its live row among the production's dates.
  const date = previewRef(url.searchParams, "date");
  const args = { url, request, context };
  const read =
    date !== null && isStaffDraftPreview(args)
      ? async (language: Locale, id: number) => {
          const shown = await withDraft(args, language, "bookings", date, productionSchema, () => live(language, id));
          // A date of another production: this page stays its own production's, live.
          return shown.id === id ? shown : live(language, id);
        }
      : previewOr(args, "productions", productionSchema, live);
  const production = await loadDetail((id) => read(locale, id), { id: params.id, url, locale });
  return withMediaMeta(context, locale, {
    locale,
    // The texts as rendered: the browser gets no editor bookkeeping to hydrate them with.
    production: withRenderedSections(production),
    alternates: production.urls,
    publicUrl,
    isStaff: context.get(staffContext).user !== null,
    // The server's clock decides which dates are past (the page hydrates with the same answer).
    now: new Date().toISOString(),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? programmeMeta({
        locale: loaderData.locale,
        title: loaderData.production.title,
        description: loaderData.production.teaser || loaderData.production.subtitle,
        image: loaderData.production.image,
        publicUrl: loaderData.publicUrl,
        alternates: loaderData.alternates,
      })
    : [];

export default function ProductionScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductionDetail production={loaderData.production} isStaff={loaderData.isStaff} now={loaderData.now} />
      <BookingsJsonLd bookings={loaderData.production.bookings} production={loaderData.production} publicUrl={loaderData.publicUrl} />
    </>
  );
}
