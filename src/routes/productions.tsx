/**
 * Production list (/de/programm, /en/programme): filtered by genres (?genres=a&genres=b in the
 * URL, rendered on the server), "load more" appends; a filter change starts the list again from
 * the loader's first page.
 */
import { appContext } from "../context";
import { routeCatalogue } from "../i18n";
import type { ProductionSummary } from "../schemas/programme";
import { eventHeaderHandle } from "../ui/programme/EventHeader";
import { ProductionCard } from "../ui/programme/ProductionCard";
import { loadTermList } from "./+shared/term-list.server";
import { programmeScreenMeta, TermListScreen } from "./+shared/TermListScreen";
import type { Route } from "./+types/productions";

export const handle = eventHeaderHandle("productions");

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("programme")];

export async function loader(args: Route.LoaderArgs) {
  const { content } = args.context.get(appContext);
  return loadTermList<ProductionSummary>(args, {
    screen: "productions",
    param: "genres",
    terms: (locale) => content.genres(locale),
    page: (locale, page, genres) => content.productions(locale, { page, genres }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => programmeScreenMeta(loaderData, "productions");

export default function Productions({ loaderData }: Route.ComponentProps) {
  return (
    <TermListScreen<ProductionSummary>
      screen="productions"
      param="genres"
      legend="productions.filterByGenre"
      data={loaderData}
      itemKey={(production) => production.id}
      renderItem={(production) => <ProductionCard production={production} />}
    />
  );
}
