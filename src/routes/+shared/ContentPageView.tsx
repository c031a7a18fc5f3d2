import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { ModuleTree } from "../../renderer/ModuleTree";
import type { Locale, RenderedPage } from "../../schemas/api";
import { isEditablePage } from "../../schemas/tree";
import { ImageCredit } from "../../ui/ImageCredit";
import { ResponsiveImage } from "../../ui/ResponsiveImage";

/** The editor: its own chunk, requested only when staff open a page in edit mode. */
const EditablePage = lazy(() => import("../../editor/EditablePage"));

/**
 * A content page; staff also see warnings for modules that are invalid or unknown, and in edit
 * mode the editor's controls (the page shows as it is while the editor loads).
 */
export function ContentPageView({ page, isStaff = false, locale }: { page: RenderedPage; isStaff?: boolean; locale: Locale }) {
  const headerImage = page.content_type === "with-header-image" ? page.og_image : null;
  return (
    <article className="content-page" data-content-type={page.content_type} data-page-id={page.id}>
      {headerImage ? (
        // Decorative: the headline below names the page.
        <ResponsiveImage className="content-page__header-image" path={headerImage} decorative sizes="100vw" priority />
      ) : null}
      {headerImage ? <ImageCredit className="content-page__credit" path={headerImage} /> : null}
      {/* The page headline is the document's h1 unless the first module brings its own. */}
      {page.headline && !startsWithH1(page) ? <h1 className="content-page__headline">{page.headline}</h1> : null}
      <PageModules page={page} isStaff={isStaff} locale={locale} />
    </article>
  );
}

/** A page's module tree; for staff in edit mode, with the editor's controls. */
export function PageModules({ page, isStaff, locale }: { page: RenderedPage; isStaff: boolean; locale: Locale }) {
  // Edit mode is the `edit` query parameter, for staff, never on a version preview; read from the
  // URL, as entering it reloads nothing (edit-mode.ts). Only staff get the page with what the
  // editor needs (content-page.server.ts).
  const [params] = useSearchParams();
  const editing = isStaff && params.has("edit") && !params.has("v") && isEditablePage(page);
  const tree = <ModuleTree sections={page.modules} isStaff={isStaff} />;
  return editing ? (
    <Suspense fallback={tree}>
      <EditablePage page={page} locale={locale} />
    </Suspense>
  ) : (
    tree
  );
}

function startsWithH1(page: RenderedPage): boolean {
  const first = page.modules[0]?.model.columns[0]?.children[0];
  return first?.module === "headline" && Number(first.model.headline_level) === 1;
}
