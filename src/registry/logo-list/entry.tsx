import { defineModule } from "../types";
import "./styles.css";

/** Partner and sponsor logos (logo-item children) under an optional headline. */
export default defineModule({
  name: "logo-list",
  Component: function LogoListModule({ data, childNodes, renderChild }) {
    return (
      <div id={data.anchor} className="logo-list">
        {data.headline ? <h2 className="logo-list__headline">{data.headline}</h2> : null}
        {childNodes.length ? (
          <ul className="logo-list__items">
            {childNodes.map((child, index) => (
              <li key={child.id} className="logo-list__item">
                {renderChild(child, index)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  },
});
