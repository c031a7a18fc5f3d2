import { defineModule } from "../types";
import "./styles.css";

/** A list of images (image-list-item children). */
export default defineModule({
  name: "image-list",
  Component: function ImageListModule({ data, childNodes, renderChild }) {
    if (!childNodes.length) return null;
    return (
      <ul id={data.anchor} className={`image-list image-list--${data.extra_class ?? "standard"}`}>
        {childNodes.map((child, index) => (
          <li key={child.id} className="image-list__item">
            {renderChild(child, index)}
          </li>
        ))}
      </ul>
    );
  },
});
