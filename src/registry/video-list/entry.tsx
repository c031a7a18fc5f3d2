import { defineModule } from "../types";
import "./styles.css";

/** A list of videos (video-list-item children). */
export default defineModule({
  name: "video-list",
  Component: function VideoListModule({ data, childNodes, renderChild }) {
    if (!childNodes.length) return null;
    return (
      <ul id={data.anchor} className="video-list">
        {childNodes.map((child, index) => (
          <li key={child.id} className="video-list__item">
            {renderChild(child, index)}
          </li>
        ))}
      </ul>
    );
  },
});
