import { defineModule } from "../types";
import "./styles.css";

/** A titled list of questions (faq-item children), each a disclosure. */
export default defineModule({
  name: "faq",
  Component: function FaqModule({ data, childNodes, renderChild }) {
    return (
      <div id={data.anchor} className="faq">
        <h2 className="faq__title">{data.content}</h2>
        {childNodes.length ? (
          <ul className="faq__list">
            {childNodes.map((child, index) => (
              <li key={child.id} className="faq__entry">
                {renderChild(child, index)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  },
});
