import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { node, renderNode, serverHtml, trackLoads } from "../test-utils";

afterEach(() => {
  for (const script of document.querySelectorAll("script")) script.remove();
});

/** Audio, viewer and social media share the embed-code consent gate. */
describe("embed-code modules", () => {
  it("audio names the host and loads the player only after the click", () => {
    const loads = trackLoads();
    const embed = '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>';
    const { container } = renderNode(node("audio", { embed, anchor: "listen" }));
    expect(container.firstElementChild?.id).toBe("listen");
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText("External content from soundcloud.com")).toBeTruthy();
    expect(serverHtml(node("audio", { embed }))).not.toContain("w.soundcloud.com");

    fireEvent.click(screen.getByRole("button", { name: "Load content from soundcloud.com" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toContain("https://w.soundcloud.com/player/");
    expect(frame?.getAttribute("title")).toBe("Embedded content from soundcloud.com");
    expect(document.activeElement).toBe(frame?.parentElement);
    expect(loads).toHaveLength(1);
  });

  it("viewer names the document host", () => {
    trackLoads();
    const embed = '<iframe src="https://e.issuu.com/embed.html?d=programm" title="Programmheft"></iframe>';
    const { container } = renderNode(node("viewer", { embed, media_type: "issuu" }), "de");
    expect(screen.getByText("Externer Inhalt von issuu.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Inhalt von issuu.com laden" }));
    expect(container.querySelector("iframe")?.getAttribute("title")).toBe("Programmheft");
  });

  it("social media adds its network's official script after the click, never before", () => {
    const loads = trackLoads();
    const embed = '<blockquote class="twitter-tweet"><p>Hallo</p><a href="https://twitter.com/festival/status/1">1. Juni</a></blockquote>';
    const { container } = renderNode(node("social-media", { embed, media_type: "twitter" }));
    expect(container.querySelector("blockquote")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load content from twitter.com" }));
    expect(container.querySelector("blockquote.twitter-tweet")).not.toBeNull();
    expect(loads).toEqual(["https://platform.twitter.com/widgets.js"]);
  });

  it("social media finds the network from the embed and adds no script to iframe embeds", () => {
    const loads = trackLoads();
    const instagram = '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/abc/"></blockquote>';
    renderNode(node("social-media", { embed: instagram }));
    fireEvent.click(screen.getByRole("button", { name: "Load content from instagram.com" }));
    expect(loads).toEqual(["https://www.instagram.com/embed.js"]);

    loads.length = 0;
    const facebook = '<iframe src="https://www.facebook.com/plugins/post.php?href=x"></iframe>';
    renderNode(node("social-media", { embed: facebook, media_type: "facebook" }));
    fireEvent.click(screen.getByRole("button", { name: "Load content from facebook.com" }));
    expect(loads).toEqual(["https://www.facebook.com/plugins/post.php?href=x"]);
  });
});
