import section from "../section/entry";
import { defineModule } from "../types";

/**
 * A container is the persisted form of a section, addressed by slug (spec section 7,
 * container/by-slug). It renders exactly like a section with the default colour.
 */
export default defineModule({
  name: "container",
  Component: function ContainerModule(props) {
    const Section = section.Component;
    return <Section {...props} data={{ colour: "white", layout: props.data.layout ?? 0 }} />;
  },
});
