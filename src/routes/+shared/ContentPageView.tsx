import { ModuleTree } from "../../renderer/ModuleTree";
import type { Page } from "../../schemas/api";
import { ResponsiveImage } from "../../ui/ResponsiveImage";

/** A content page; staff also see warnings for modules that are invalid or unknown. */
export function ContentPageView({ page, isStaff = false }: { page: Page; isStaff?: boolean }) {
  const headerImage = page.content_type === "with-header-image" ? page.og_image : null;
  return (
    <article className="content-page" data-content-type={page.content_type} data-page-id={page.id}>
      {headerImage ? (
        // Decorative: the headline below names the page.
        <ResponsiveImage className="content-page__header-image" path={headerImage} alt="" sizes="100vw" priority />
      ) : null}
      {/* The page headline is the document's h1 unless the first module brings its own. */}
      {page.headline && !startsWithH1(page) ? <h1 className="content-page__headline">{page.headline}</h1> : null}
      <ModuleTree sections={page.modules} isStaff={isStaff} />
    </article>
  );
}

function startsWithH1(page: Page): boolean {
  const first = page.modules[0]?.model.columns[0]?.children[0];
  return first?.module === "headline" && Number(first.model.headline_level) === 1;
}
