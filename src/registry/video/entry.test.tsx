import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { node, renderNode, serverHtml, trackLoads } from "../test-utils";

describe("video", () => {
  it("shows a consent gate and no iframe until the visitor clicks", () => {
    const loads = trackLoads();
    const { container } = renderNode(
      node("video", { video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Trailer", length: "2:30", anchor: "trailer" }),
    );
    const figure = container.firstElementChild as HTMLElement;
    expect(figure.tagName).toBe("FIGURE");
    expect(figure.id).toBe("trailer");
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toContain("youtube-nocookie");
    expect(screen.getByText("External content from youtube.com")).toBeTruthy();
    expect(figure.querySelector("figcaption")?.textContent).toBe("TrailerLength: 2:30");

    fireEvent.click(screen.getByRole("button", { name: "Load content from youtube.com" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame?.getAttribute("title")).toBe("Trailer");
    expect(loads).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]);
  });

  it("plays Vimeo from the player and titles the frame by host without a title", () => {
    trackLoads();
    const { container } = renderNode(node("video", { video_url: "https://vimeo.com/76979871" }));
    fireEvent.click(screen.getByRole("button", { name: "Load content from vimeo.com" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871");
    expect(frame?.getAttribute("title")).toBe("Embedded content from vimeo.com");
  });

  it("shows only a local preview image before consent", () => {
    const local = renderNode(node("video", { video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", image_url: "demo/thumb.jpg" }));
    expect(local.container.querySelector("img")?.getAttribute("srcset")).toContain("/media/r/full/320/demo/thumb.jpg");
    local.unmount();
    const html = serverHtml(node("video", { video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", image_url: "https://i.ytimg.com/vi/x/hq.jpg" }));
    expect(html).not.toContain("ytimg");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<iframe");
  });

  it("links a video URL it cannot embed", () => {
    renderNode(node("video", { video_url: "https://www.youtube.com/channel/UC123" }));
    expect(screen.getByRole("link", { name: "Watch the video on youtube.com" }).getAttribute("href")).toBe("https://www.youtube.com/channel/UC123");
  });
});
