import { useState } from "react";
import { useI18n } from "../../i18n";
import { cx } from "../../ui/cx";
import { ImageCredit } from "../../ui/ImageCredit";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import "./styles.css";

/**
 * Image and text side by side (image left or right). With show_more only the start of the text (its
 * first block, cut after a few lines) is shown until "Show more" is pressed; the whole text is in
 * the server HTML either way.
 */
export default defineModule({
  name: "two-column",
  Component: function TwoColumnModule({ node, data }) {
    const { t } = useI18n();
    const [expanded, setExpanded] = useState(false);
    const textId = `two-column-${node.id}-text`;
    const collapsible = Boolean(data.show_more && data.text);
    return (
      <div id={data.anchor} className={`two-column two-column--${data.extra_class ?? "image-left"}`}>
        {data.image ? (
          <div className="two-column__media">
            <ResponsiveImage className="two-column__image" path={data.image} sizes="(min-width: 48em) 50vw, 100vw" />
            <ImageCredit path={data.image} />
          </div>
        ) : null}
        <div className="two-column__body">
          {data.headline ? <h2 className="two-column__headline">{data.headline}</h2> : null}
          {data.text ? (
            <div
              id={textId}
              className={cx("two-column__text", collapsible && !expanded && "two-column__text--collapsed")}
              // sanitised by the content service
              dangerouslySetInnerHTML={{ __html: data.text }}
            />
          ) : null}
          {collapsible ? (
            <button type="button" className="two-column__toggle" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
              {expanded ? t("twoColumn.showLess") : t("twoColumn.showMore")}
            </button>
          ) : null}
        </div>
      </div>
    );
  },
});
