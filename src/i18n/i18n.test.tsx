import { render } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { createTranslate, I18nProvider, type MessageKey, type Translate, useI18n } from "./index";

/** Every catalogue file: `de.json`/`en.json` (the site's) and `<name>.de.json`/`<name>.en.json`. */
const files = import.meta.glob<Record<string, string>>("./*.json", { eager: true, import: "default" });
const catalogues = new Map<string, { de?: Record<string, string>; en?: Record<string, string> }>();
for (const [file, messages] of Object.entries(files)) {
  const [, name = "site", locale] = /^\.\/(?:([\w-]+)\.)?(de|en)\.json$/.exec(file) ?? [];
  if (locale === "de" || locale === "en") catalogues.set(name, { ...catalogues.get(name), [locale]: messages });
}

describe("catalogues", () => {
  it("have the same keys in German and English, and no key in two catalogues", () => {
    expect([...catalogues.keys()]).toContain("site");
    const seen = new Map<string, string>();
    for (const [name, { de = {}, en = {} }] of catalogues) {
      expect(Object.keys(en).sort(), name).toEqual(Object.keys(de).sort());
      for (const key of Object.keys(de)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
    const de = catalogues.get("site")?.de ?? {};
    expect(de["lang.switchTitle"]).toBe('Sprache ändern auf "{lang}"');
    expect(de["a11y.skipToContent"]).toBe("Zum Inhalt springen");
  });

  it("are all known to the translate function (the server and the tests load every one)", () => {
    for (const [name, messages] of catalogues) {
      for (const locale of ["de", "en"] as const) {
        const t = createTranslate(locale);
        for (const [key, message] of Object.entries(messages[locale] ?? {})) expect(t(key as MessageKey), `${name}: ${key}`).toBe(message);
      }
    }
  });
});

describe("I18nProvider", () => {
  it("keeps the translate function of a language across renders, and changes it with the language", () => {
    const seen: Translate[] = [];
    let effects = 0;
    function Probe() {
      const { t } = useI18n();
      seen.push(t);
      // An effect on `t` (like the focus move after navigation) must not run on a plain re-render.
      useEffect(() => {
        effects += 1;
      }, [t]);
      return <p>{t("a11y.skipToContent")}</p>;
    }
    const view = render(
      <I18nProvider locale="de">
        <Probe />
      </I18nProvider>,
    );
    view.rerender(
      <I18nProvider locale="de">
        <Probe />
      </I18nProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(effects).toBe(1);
    expect(view.container.textContent).toBe("Zum Inhalt springen");

    view.rerender(
      <I18nProvider locale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(seen[2]).not.toBe(seen[0]);
    expect(effects).toBe(2);
    expect(view.container.textContent).toBe("Skip to content");
  });
});
