/** The head of a shop page: its title with the site's name, its language versions, never indexed. */
import type { MetaDescriptor } from "react-router";
import { createTranslate, type Translate } from "../../i18n";
import type { Locale } from "../../i18n/locales";
import { noindexScreenMeta } from "../meta";

export function shopScreenMeta(
  data: { locale: Locale; publicUrl: string; alternates: Record<Locale, string> } | undefined,
  title: (t: Translate) => string,
): MetaDescriptor[] {
  if (!data) return [];
  const t = createTranslate(data.locale);
  return noindexScreenMeta({ locale: data.locale, title: title(t), publicUrl: data.publicUrl, alternates: data.alternates, siteName: t("site.name") });
}
