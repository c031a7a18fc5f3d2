import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { JsonLd } from "./JsonLd";

afterEach(cleanup);

describe("JsonLd", () => {
  const data = { "@context": "https://schema.org", "@type": "Event", name: "Ende </script><b>fett</b>" };

  it("renders one ld+json script whose text is the data", () => {
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual(data);
  });

  it("cannot be broken out of in the server HTML", () => {
    const html = renderToString(<JsonLd data={data} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<b>");
    expect(html).toContain("\\u003c/script\\u003e\\u003cb\\u003e");
  });
});
