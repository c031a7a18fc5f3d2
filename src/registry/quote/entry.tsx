import { defineModule } from "../types";
import "./styles.css";

/** A quotation with its author as the figure caption. */
export default defineModule({
  name: "quote",
  Component: function QuoteModule({ data }) {
    return (
      <figure id={data.anchor} className="quote">
        <blockquote className="quote__text">
          <p>{data.content}</p>
        </blockquote>
        {data.author ? <figcaption className="quote__author">{data.author}</figcaption> : null}
      </figure>
    );
  },
});
