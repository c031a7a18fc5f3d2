import { defineModule } from "../types";
import "./styles.css";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** headline_level arrives as a number or a string ("1".."6"); anything else falls back to 2. */
export function headingLevel(value: unknown): Level {
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? (level as Level) : 2;
}

/** A heading h1..h6; preline and subline are paragraphs grouped with it in an <hgroup>. */
export default defineModule({
  name: "headline",
  Component: function HeadlineModule({ data }) {
    const level = headingLevel(data.headline_level);
    const Tag = `h${level}` as const;
    const title = `headline__title headline__title--h${level}`;
    if (!data.preline && !data.subline) {
      return (
        <Tag id={data.anchor} className={`headline ${title}`}>
          {data.content}
        </Tag>
      );
    }
    return (
      <hgroup id={data.anchor} className="headline">
        {data.preline ? <p className="headline__preline">{data.preline}</p> : null}
        <Tag className={title}>{data.content}</Tag>
        {data.subline ? <p className="headline__subline">{data.subline}</p> : null}
      </hgroup>
    );
  },
});
