import { Fragment, useState } from "react";
import { defineModule } from "../types";
import "./styles.css";

/**
 * One question: a button (inside an h3) that shows and hides its answer. The answer, made of
 * child modules, is in the server HTML but `hidden` until opened.
 */
export default defineModule({
  name: "faq-item",
  Component: function FaqItemModule({ node, data, childNodes, renderChild }) {
    const [open, setOpen] = useState(false);
    const id = `faq-${node.id}`;
    return (
      <div className="faq-item">
        <h3 className="faq-item__heading">
          <button
            type="button"
            id={`${id}-question`}
            className="faq-item__question"
            aria-expanded={open}
            aria-controls={`${id}-answer`}
            onClick={() => setOpen(!open)}
          >
            <span className="faq-item__label">{data.content}</span>
            <span className="faq-item__icon" aria-hidden="true" />
          </button>
        </h3>
        <div id={`${id}-answer`} className="faq-item__answer" hidden={!open}>
          {childNodes.map((child, index) => (
            <Fragment key={child.id}>{renderChild(child, index)}</Fragment>
          ))}
        </div>
      </div>
    );
  },
});
