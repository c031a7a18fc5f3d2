import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import { trackLoads } from "../../registry/test-utils";
import type { Locale } from "../../schemas/api";
import { EmbedConsentProvider, useEmbedConsent } from "./consent";
import { EmbedPlaceholder } from "./EmbedPlaceholder";

afterEach(() => {
  for (const script of document.querySelectorAll("script")) script.remove();
});

const wrap = (ui: ReactNode, locale: Locale = "en") => render(<I18nProvider locale={locale}>{ui}</I18nProvider>);
function AllowAll() {
  const { allowAll } = useEmbedConsent();
  return (
    <button type="button" onClick={allowAll}>
      allow
    </button>
  );
}

function Probe() {
  const consent = useEmbedConsent();
  consent.allowAll();
  return <span>{String(consent.allowed)}</span>;
}

const video = <EmbedPlaceholder host="youtube.com" src="https://www.youtube-nocookie.com/embed/abc123xyz" title="Trailer" />;

describe("EmbedPlaceholder", () => {
  it("renders no iframe before the click and names the host", () => {
    const loads = trackLoads();
    const { container } = wrap(video);
    expect(container.querySelector("iframe")).toBeNull();
    expect(loads).toEqual([]);
    expect(screen.getByText("External content from youtube.com")).toBeTruthy();
    expect(screen.getByText(/sends data to youtube\.com/)).toBeTruthy();
    const button = screen.getByRole("button", { name: "Load content from youtube.com" });
    expect(button.getAttribute("type")).toBe("button");
  });

  it("loads the iframe after the click and moves focus to it", () => {
    const loads = trackLoads();
    const { container } = wrap(video);
    expect(loads).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Load content from youtube.com" }));
    expect(loads).toEqual(["https://www.youtube-nocookie.com/embed/abc123xyz"]);
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abc123xyz");
    expect(frame?.getAttribute("title")).toBe("Trailer");
    expect(screen.queryByRole("button")).toBeNull();
    const box = frame?.parentElement;
    expect(box?.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).toBe(box);
  });

  it("speaks German", () => {
    trackLoads();
    wrap(video, "de");
    expect(screen.getByText("Externer Inhalt von youtube.com")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Inhalt von youtube.com laden" })).toBeTruthy();
  });

  it("injects embed HTML only after the click and gives its iframes a title", () => {
    const loads = trackLoads();
    const html = '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>';
    const { container } = wrap(<EmbedPlaceholder host="soundcloud.com" html={html} title="Audio from soundcloud.com" />);
    expect(container.innerHTML).not.toContain("w.soundcloud.com");
    expect(loads).toEqual([]);
    fireEvent.click(screen.getByRole("button"));
    expect(loads).toEqual(["https://w.soundcloud.com/player/?url=x"]);
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://w.soundcloud.com/player/?url=x");
    expect(frame?.getAttribute("title")).toBe("Audio from soundcloud.com");
  });

  it("adds the widget script only after the click", () => {
    const loads = trackLoads();
    const html = '<blockquote class="instagram-media"><a href="https://www.instagram.com/p/abc/">Post</a></blockquote>';
    const { container } = wrap(<EmbedPlaceholder host="instagram.com" html={html} title="Post" script="https://www.instagram.com/embed.js" />);
    expect(document.querySelector("script")).toBeNull();
    expect(loads).toEqual([]);
    fireEvent.click(screen.getByRole("button"));
    expect(loads).toEqual(["https://www.instagram.com/embed.js"]);
    expect(container.querySelector("blockquote.instagram-media")).not.toBeNull();
    const scripts = document.querySelectorAll('script[src="https://www.instagram.com/embed.js"]');
    expect(scripts).toHaveLength(1);
  });

  it("runs no network's script in a staff session: the post shows as its plain content", () => {
    const loads = trackLoads();
    const html = '<blockquote class="instagram-media"><a href="https://www.instagram.com/p/abc/">Post</a></blockquote>';
    const { container } = wrap(
      <EmbedConsentProvider allowed staffSession>
        <EmbedPlaceholder host="instagram.com" html={html} title="Post" script="https://www.instagram.com/embed.js" />
      </EmbedConsentProvider>,
    );
    expect(container.querySelector("blockquote.instagram-media a")?.getAttribute("href")).toBe("https://www.instagram.com/p/abc/");
    expect(document.querySelector("script")).toBeNull();
    expect(loads).toEqual([]);
  });

  it("shows every embed at once when consent is given site-wide", () => {
    const loads = trackLoads();
    const { container } = wrap(
      <EmbedConsentProvider>
        <AllowAll />
        {video}
        <EmbedPlaceholder host="vimeo.com" src="https://player.vimeo.com/video/1" title="Vimeo" />
      </EmbedConsentProvider>,
    );
    expect(container.querySelectorAll("iframe")).toHaveLength(0);
    act(() => screen.getByRole("button", { name: "allow" }).click());
    expect(container.querySelectorAll("iframe")).toHaveLength(2);
    expect(loads).toHaveLength(2);
    // Unlocking from outside does not steal focus.
    expect(document.activeElement?.tagName).not.toBe("DIV");
  });

  it("is unlocked by an allowed provider and links the privacy policy", () => {
    trackLoads();
    const { container, unmount } = wrap(<EmbedConsentProvider allowed>{video}</EmbedConsentProvider>);
    expect(container.querySelector("iframe")).not.toBeNull();
    unmount();
    wrap(<EmbedConsentProvider privacyUrl="/en/privacy">{video}</EmbedConsentProvider>);
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/en/privacy");
  });

  it("is locked without a provider: the default consent allows nothing", () => {
    wrap(<Probe />);
    expect(screen.getByText("false")).toBeTruthy();
  });
});
