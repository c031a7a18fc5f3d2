/** Title, description and Open Graph tags of the programme screens ("title | site"). */
import { createTranslate } from "../../i18n";
import type { Alternates } from "../../i18n/routes-table";
import type { Locale } from "../../schemas/api";
import type { Image } from "../../schemas/programme";
import { renditionUrl } from "../../lib/media";
import { pageMeta } from "../meta";

export function programmeMeta(meta: { locale: Locale; title: string; description: string; image?: Image | null; publicUrl: string; alternates: Alternates }) {
  const siteName = createTranslate(meta.locale)("site.name");
  return pageMeta({
    locale: meta.locale,
    title: `${meta.title} | ${siteName}`,
    description: meta.description,
    ogTitle: meta.title,
    ogImage: meta.image ? renditionUrl(meta.image.path, 1280, "jpg") : null,
    publicUrl: meta.publicUrl,
    alternates: meta.alternates,
    siteName,
  });
}
