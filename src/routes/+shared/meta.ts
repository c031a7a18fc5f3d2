import { createTranslate } from "../../i18n";
import type { Alternates } from "../../i18n/routes-table";
import type { Locale, RenderedPage } from "../../schemas/api";
import { pageMeta } from "../../ui/meta";

export function contentPageMeta(data: { page: RenderedPage; alternates: Alternates; publicUrl: string; locale: Locale } | undefined) {
  if (!data) return [];
  const { page, alternates, publicUrl, locale } = data;
  const siteName = createTranslate(locale)("site.name");
  const title = page.meta_title || (page.content_type === "home" ? siteName : `${page.title} | ${siteName}`);
  return pageMeta({
    locale,
    title,
    description: page.meta_description,
    ogTitle: page.og_title,
    ogDescription: page.og_description,
    ogImage: page.og_image_thumbs.default ?? null,
    ogType: page.og_type,
    publicUrl,
    alternates,
    siteName,
  });
}

/**
 * Meta tags of a list screen: its content page's (title, description, Open Graph) when the
 * screen has one, else the screen's own; `extra` (an RSS link, say) either way.
 */
export function screenMeta(
  data: { page: RenderedPage | null; alternates: Alternates; publicUrl: string; locale: Locale },
  own: () => ReturnType<typeof pageMeta>,
  extra: ReturnType<typeof pageMeta> = [],
) {
  const tags = data.page ? contentPageMeta({ ...data, page: data.page }) : own();
  return [...tags, ...extra];
}
