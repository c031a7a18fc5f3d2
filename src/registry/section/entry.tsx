import type { Column } from "../../schemas/api";
import { ImageCredit } from "../../ui/ImageCredit";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { defineModule } from "../types";
import { layoutColumns } from "./layouts";

/** A section: coloured band with an optional background image and 1 to 3 columns. */
export default defineModule({
  name: "section",
  Component: function SectionModule({ node, data, renderChild }) {
    const widths = layoutColumns(data.layout);
    const columns = (node.model.columns as Column[] | undefined) ?? [];
    return (
      <section
        className={["section", `section--${data.colour}`, data.extra_class].filter(Boolean).join(" ")}
        data-section={node.slug}
        data-layout={data.layout}
      >
        {data.image ? <ResponsiveImage className="section__background" path={data.image} decorative sizes="100vw" /> : null}
        <div className="section__grid">
          {widths.map((width, index) => {
            const column = columns.find((c) => c.index === index);
            return (
              <div
                // columns are positional slots of the layout, not items
                key={index}
                className={["section__column", `section__column--${width}`, column?.classes].filter(Boolean).join(" ")}
              >
                {column?.children.map((child, i) => renderChild(child, i))}
              </div>
            );
          })}
        </div>
        {data.image ? <ImageCredit className="section__credit" path={data.image} /> : null}
      </section>
    );
  },
});
