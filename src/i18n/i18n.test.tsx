import { render } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Translate, useI18n } from "./index";

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
