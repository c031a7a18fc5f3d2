import { type KeyboardEvent, useRef, useState } from "react";
import { useI18n } from "../../i18n";
import { defineModule, type ModuleProps } from "../types";
import "../../ui/ui.css";
import "./styles.css";

/**
 * The "slide" style: a carousel after the WAI-ARIA APG pattern. No auto-rotation; previous/next
 * buttons wrap around; the slide picker is one tab stop whose arrow, Home and End keys move.
 * Inactive slides are inert and hidden, so the server HTML shows slide 1.
 */
function Carousel({ node, data, childNodes, renderChild }: ModuleProps<"teaser-list">) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(0);
  const pickers = useRef<(HTMLButtonElement | null)[]>([]);
  const count = childNodes.length;
  const id = `teasers-${node.id}`;

  const go = (index: number, focusPicker = false) => {
    const next = (index + count) % count;
    setCurrent(next);
    if (focusPicker) pickers.current[next]?.focus();
  };
  const onPickerKey = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    go(keys[event.key], true);
  };

  return (
    <section id={data.anchor} className="teaser-list teaser-list--slide" aria-roledescription="carousel" aria-label={t("carousel.label")}>
      <div id={`${id}-slides`} className="teaser-list__slides" aria-live="polite">
        {childNodes.map((child, index) => (
          // APG carousel slides are role=group, not fieldsets
          <div
            key={child.id}
            id={`${id}-slide-${index + 1}`}
            className="teaser-list__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t("carousel.slide", { index: index + 1, count })}
            aria-hidden={index === current ? undefined : true}
            inert={index !== current}
          >
            {renderChild(child, index)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="teaser-list__controls">
          <button type="button" className="teaser-list__step teaser-list__step--previous" aria-controls={`${id}-slides`} onClick={() => go(current - 1)}>
            <span className="teaser-list__chevron" aria-hidden="true" />
            <span className="visually-hidden">{t("carousel.previous")}</span>
          </button>
          {/* a group of buttons, not a form fieldset */}
          <div className="teaser-list__picker" role="group" aria-label={t("carousel.picker")} onKeyDown={onPickerKey}>
            {childNodes.map((child, index) => (
              <button
                key={child.id}
                ref={(el) => {
                  pickers.current[index] = el;
                }}
                type="button"
                className="teaser-list__dot"
                aria-controls={`${id}-slide-${index + 1}`}
                aria-current={index === current ? "true" : undefined}
                tabIndex={index === current ? 0 : -1}
                onClick={() => go(index)}
              >
                <span className="visually-hidden">{t("carousel.goTo", { index: index + 1 })}</span>
              </button>
            ))}
          </div>
          <button type="button" className="teaser-list__step teaser-list__step--next" aria-controls={`${id}-slides`} onClick={() => go(current + 1)}>
            <span className="teaser-list__chevron" aria-hidden="true" />
            <span className="visually-hidden">{t("carousel.next")}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Teaser cards (teaser-item children) as a grid ("standard") or a carousel ("slide"). */
export default defineModule({
  name: "teaser-list",
  Component: function TeaserListModule(props) {
    const { data, childNodes, renderChild } = props;
    if (!childNodes.length) return null;
    if (data.extra_class === "slide") return <Carousel {...props} />;
    return (
      <ul id={data.anchor} className="teaser-list teaser-list--standard">
        {childNodes.map((child, index) => (
          <li key={child.id} className="teaser-list__item">
            {renderChild(child, index)}
          </li>
        ))}
      </ul>
    );
  },
});
