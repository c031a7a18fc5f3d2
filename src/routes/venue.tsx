/**
 * Venue detail (/de/spielorte/{slug}/{id}, /en/venues/{slug}/{id}): 404 for an unknown id, a 301
 * to the canonical URL when the slug is not the venue's in this language. The language switch
 * keeps slug and id.
 */
import { appContext } from "../context";
import { routeCatalogue } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { BookingsJsonLd } from "../ui/programme/BookingsJsonLd";
import { programmeMeta } from "../ui/programme/meta";
import { VenueDetail } from "../ui/programme/VenueDetail";
import type { Route } from "./+types/venue";
import { withMediaMeta } from "./+shared/media-meta.server";
import { loadDetail } from "./editorial.server";
import { previewOr } from "./+shared/draft-preview.server";
import { venueSchema } from "../schemas/programme";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("programme")];

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { content, publicUrl } = context.get(appContext);
  // Staff with `?preview=draft`: the venue's draft over the live row (docs/admin.md).
  const read = previewOr({ url, request, context }, "venues", venueSchema, (language, id) => content.venue(language, id));
  const venue = await loadDetail((id) => read(locale, id), { id: params.id, url, locale });
  return withMediaMeta(context, locale, { locale, venue, alternates: venue.urls, publicUrl });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? programmeMeta({
        locale: loaderData.locale,
        title: loaderData.venue.name,
        description: [loaderData.venue.address.street, `${loaderData.venue.address.postal_code} ${loaderData.venue.address.city}`]
          .filter((part) => part.trim())
          .join(", "),
        image: loaderData.venue.image,
        publicUrl: loaderData.publicUrl,
        alternates: loaderData.alternates,
      })
    : [];

export default function VenueScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <VenueDetail venue={loaderData.venue} />
      <BookingsJsonLd bookings={loaderData.venue.upcoming} publicUrl={loaderData.publicUrl} />
    </>
  );
}
