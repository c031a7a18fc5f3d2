import { describe, expect, it } from "vitest";
import audioSchema from "../../../schemas/modules/audio.schema.json" with { type: "json" };
import socialSchema from "../../../schemas/modules/social-media.schema.json" with { type: "json" };
import viewerSchema from "../../../schemas/modules/viewer.schema.json" with { type: "json" };
import { embedHost, embedHosts, isBlockquoteEmbed, localPreview, socialNetwork, urlHost, videoEmbed, widgetScripts } from "./embed-url";

describe("videoEmbed", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("maps the YouTube URL %s to youtube-nocookie.com", (url, id) => {
    expect(videoEmbed(url)).toEqual({
      provider: "youtube",
      id,
      host: "youtube.com",
      src: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  });

  it("keeps a start time", () => {
    expect(videoEmbed("https://youtu.be/dQw4w9WgXcQ?t=42")?.src).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42");
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://www.vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/abc123def0", "https://player.vimeo.com/video/76979871?h=abc123def0"],
  ])("maps the Vimeo URL %s to the player", (url, src) => {
    expect(videoEmbed(url)).toMatchObject({ provider: "vimeo", id: "76979871", host: "vimeo.com", src });
  });

  it.each([
    "https://www.youtube.com/channel/UC123",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=<script>",
    "https://vimeo.com/about",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
    "not a url",
  ])("returns null for %s", (url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("embedHost", () => {
  it("finds the allowed host of an iframe, mapping subdomains to the listed host", () => {
    const html = '<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>';
    expect(embedHost(html, embedHosts.audio)).toBe("soundcloud.com");
    expect(embedHost('<iframe src="//open.spotify.com/embed/track/1"></iframe>', embedHosts.audio)).toBe("spotify.com");
  });

  it("finds the host of a blockquote embed", () => {
    const html = '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/abc/"></blockquote>';
    expect(embedHost(html, embedHosts["social-media"])).toBe("instagram.com");
  });

  it("skips other hosts and does not match look-alike names", () => {
    expect(embedHost('<a href="https://example.com/">x</a> <iframe src="https://issuu.com/x"></iframe>', embedHosts.viewer)).toBe("issuu.com");
    expect(embedHost('<iframe src="https://evilissuu.com/x"></iframe>', embedHosts.viewer)).toBeNull();
  });

  it("lists the same hosts as the schemas", () => {
    expect(embedHosts.audio).toEqual(audioSchema.properties.embed["x-embed-hosts"]);
    expect(embedHosts.viewer).toEqual(viewerSchema.properties.embed["x-embed-hosts"]);
    expect(embedHosts["social-media"]).toEqual(socialSchema.properties.embed["x-embed-hosts"]);
  });
});

describe("social networks", () => {
  it("maps hosts to networks and networks to a fixed official script", () => {
    expect(socialNetwork("x.com")).toBe("twitter");
    expect(socialNetwork("twitter.com")).toBe("twitter");
    expect(socialNetwork("instagram.com")).toBe("instagram");
    expect(socialNetwork(null)).toBeNull();
    expect(widgetScripts.instagram).toBe("https://www.instagram.com/embed.js");
    expect(widgetScripts.twitter).toBe("https://platform.twitter.com/widgets.js");
    for (const src of Object.values(widgetScripts)) expect(src).toMatch(/^https:\/\//);
  });

  it("detects blockquote embeds", () => {
    expect(isBlockquoteEmbed('<blockquote class="twitter-tweet"><p>x</p></blockquote>')).toBe(true);
    expect(isBlockquoteEmbed('<iframe src="https://www.facebook.com/plugins/post.php"></iframe>')).toBe(false);
  });
});

describe("localPreview", () => {
  it("accepts media paths and site-relative URLs only", () => {
    expect(localPreview("demo/thumb.jpg")).toEqual({ path: "demo/thumb.jpg" });
    expect(localPreview("/media/demo/thumb.jpg")).toEqual({ path: "demo/thumb.jpg" });
    expect(localPreview("/static/thumb.jpg")).toEqual({ src: "/static/thumb.jpg" });
    expect(localPreview("https://i.ytimg.com/vi/x/hqdefault.jpg")).toBeNull();
    expect(localPreview("//i.ytimg.com/vi/x/hqdefault.jpg")).toBeNull();
    expect(localPreview("data:image/png;base64,xx")).toBeNull();
    expect(localPreview(undefined)).toBeNull();
  });
});

describe("urlHost", () => {
  it("names the host without www", () => {
    expect(urlHost("https://www.youtube.com/channel/x")).toBe("youtube.com");
    expect(urlHost("nonsense")).toBe("nonsense");
  });
});
