/**
 * Venue list (/de/spielorte, /en/venues): filtered by cities (?cities=a&cities=b in the URL,
 * rendered on the server), "load more" appends; a filter change starts the list again from the
 * loader's first page.
 */
import { appContext } from "../context";
import { routeCatalogue } from "../i18n";
import type { VenueSummary } from "../schemas/programme";
import { VenueCard } from "../ui/programme/VenueCard";
import { loadTermList } from "./+shared/term-list.server";
import { programmeScreenMeta, TermListScreen } from "./+shared/TermListScreen";
import type { Route } from "./+types/venues";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("programme")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  return loadTermList<VenueSummary>(args, {
    screen: "venues",
    param: "cities",
    terms: (locale) => content.cities(locale),
    page: (locale, page, cities) => content.venues(locale, { page, cities }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => programmeScreenMeta(loaderData, "venues");

export default function Venues({ loaderData }: Route.ComponentProps) {
  return (
    <TermListScreen<VenueSummary>
      screen="venues"
      param="cities"
      legend="venues.filterByCity"
      data={loaderData}
      itemKey={(venue) => venue.id}
      renderItem={(venue) => <VenueCard venue={venue} />}
    />
  );
}
