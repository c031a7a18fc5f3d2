import { fireEvent, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode, trackLoads } from "../test-utils";

describe("video-list", () => {
  it("renders a list of two-click videos with title, text and length", () => {
    const loads = trackLoads();
    const { container } = renderNode(
      node("video-list", { anchor: "videos" }, [
        node("video-list-item", { video_url: "https://youtu.be/dQw4w9WgXcQ", title: "Interview", content: "Mit der Regisseurin", length: "12:00" }),
        node("video-list-item", { video_url: "https://vimeo.com/76979871", title: "Probe" }),
      ]),
    );
    const list = container.firstElementChild as HTMLElement;
    expect(list.tagName).toBe("UL");
    expect(list.id).toBe("videos");
    const items = list.querySelectorAll<HTMLElement>(":scope > li");
    expect(items).toHaveLength(2);
    expect(container.querySelector("iframe")).toBeNull();
    const first = within(items[0]);
    expect(first.getByText("Interview")).toBeTruthy();
    expect(first.getByText("Mit der Regisseurin")).toBeTruthy();
    expect(first.getByText("Length: 12:00")).toBeTruthy();

    fireEvent.click(first.getByRole("button", { name: "Load content from youtube.com" }));
    expect(items[0].querySelector("iframe")?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    // Each video asks on its own.
    expect(items[1].querySelector("iframe")).toBeNull();
    expect(within(items[1]).getByRole("button", { name: "Load content from vimeo.com" })).toBeTruthy();
    expect(loads).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]);
  });
});
