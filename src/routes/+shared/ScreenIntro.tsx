import type { Locale, RenderedPage } from "../../schemas/api";
import { PageModules } from "./ContentPageView";

/**
 * The intro of a list screen: the modules of the content page stored at the screen's path
 * (loadScreenPage), editable in place by staff like any page. Nothing when there is no page.
 */
export function ScreenIntro({ page, isStaff, locale }: { page: RenderedPage | null; isStaff: boolean; locale: Locale }) {
  if (!page || page.modules.length === 0) return null;
  return (
    <div className="screen-intro" data-page-id={page.id}>
      <PageModules page={page} isStaff={isStaff} locale={locale} />
    </div>
  );
}
