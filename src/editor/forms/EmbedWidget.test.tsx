import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { embedHosts } from "../../ui/embed/embed-url";
import { checkEmbedCode, checkHostUrl, hostsFromPattern } from "./embed-check";
import { description, labelPattern, renderForm, save, type } from "./test-helpers";

afterEach(cleanup);

const soundcloud =
  '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1&amp;color=ff5500"></iframe>';
const audioHosts = "soundcloud.com, spotify.com, idagio.com, podigee.io, podigee.com, podigee-cdn.net";

describe("host checks", () => {
  it("finds the addresses of embed code and checks them against the hosts", () => {
    const ok = checkEmbedCode(soundcloud, embedHosts.audio);
    expect(ok).toMatchObject({ ok: true, allowedHost: "soundcloud.com", blocked: [] });
    expect(ok.addresses[0]).toMatchObject({ source: "iframe", host: "w.soundcloud.com", allowed: true });

    const bad = checkEmbedCode('<iframe src="//evil.example.com/x"></iframe>', embedHosts.audio);
    expect(bad).toMatchObject({ ok: false, allowedHost: null, blocked: ["evil.example.com"] });

    // A look-alike host is not a subdomain of an allowed one.
    expect(checkEmbedCode('<iframe src="https://soundcloud.com.evil.io/x"></iframe>', embedHosts.audio).blocked).toEqual(["soundcloud.com.evil.io"]);

    // Links to other hosts in blockquote embeds (t.co) are fine; only frames are loaded.
    const tweet =
      '<blockquote class="twitter-tweet"><p>Hi <a href="https://t.co/abc">pic</a></p><a href="https://twitter.com/a/status/1">May 1</a></blockquote>';
    expect(checkEmbedCode(tweet, embedHosts["social-media"])).toMatchObject({ ok: true, allowedHost: "twitter.com" });
  });

  it("reads the hosts of a URL pattern", () => {
    expect(hostsFromPattern("^https://(?:www\\.)?(?:youtube\\.com|youtu\\.be|vimeo\\.com|player\\.vimeo\\.com)/")).toEqual([
      "youtube.com",
      "youtu.be",
      "vimeo.com",
      "player.vimeo.com",
    ]);
    expect(hostsFromPattern("^https?://")).toBeNull();
    expect(hostsFromPattern("^[A-Za-z][A-Za-z0-9_-]*$")).toBeNull();
  });

  it("checks a video URL with its pattern and recognises videos", () => {
    const pattern = "^https://(?:www\\.)?(?:youtube\\.com|vimeo\\.com|player\\.vimeo\\.com)/";
    expect(checkHostUrl("", pattern)).toEqual({ status: "empty" });
    expect(checkHostUrl("youtube", pattern)).toEqual({ status: "invalid" });
    expect(checkHostUrl("https://www.dailymotion.com/video/x", pattern)).toEqual({ status: "blocked", host: "dailymotion.com" });
    expect(checkHostUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ", pattern)).toEqual({ status: "ok", host: "youtube.com", video: true });
    expect(checkHostUrl("https://vimeo.com/channels", pattern)).toEqual({ status: "ok", host: "vimeo.com", video: false });
  });
});

describe("embed code field", () => {
  it("flags a disallowed host as you type, politely, listing the allowed hosts, and refuses to save", async () => {
    const { onSubmit } = renderForm("audio");
    const field = screen.getByLabelText(labelPattern("Einbettungscode"));
    expect(description(field)).toContain(`Erlaubt sind Adressen von: ${audioHosts}.`);
    type(field, '<iframe src="https://evil.example.com/player"></iframe>');
    const status = document.getElementById(`${field.id}__check`) as HTMLElement;
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain(`Nicht erlaubte Adresse: evil.example.com. Erlaubt sind Adressen von: ${audioHosts}.`);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(field)).toContain("Nicht erlaubte Adresse im Code: evil.example.com.");
  });

  it("accepts an allowed host", async () => {
    const { onSubmit } = renderForm("audio");
    const field = screen.getByLabelText(labelPattern("Einbettungscode"));
    type(field, soundcloud);
    expect(document.getElementById(`${field.id}__check`)?.textContent).toContain("Erlaubte Adresse erkannt: soundcloud.com.");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ embed: soundcloud });
  });

  it("speaks English on English pages", () => {
    renderForm("viewer", {}, "en");
    const field = screen.getByLabelText(labelPattern("Embed code"));
    type(field, "<iframe src='https://example.org/doc'></iframe>");
    expect(document.getElementById(`${field.id}__check`)?.textContent).toContain(
      "Address not allowed: example.org. Allowed are addresses of: yumpu.com, issuu.com, indd.adobe.com.",
    );
  });
});

describe("video URL field", () => {
  it("checks the host as you type and refuses other hosts", async () => {
    const { onSubmit } = renderForm("video");
    const field = screen.getByLabelText(labelPattern("Video-Adresse (URL)"));
    const status = () => document.getElementById(`${field.id}__check`)?.textContent ?? "";
    type(field, "https://www.dailymotion.com/video/x");
    expect(status()).toContain("Nicht erlaubte Adresse: dailymotion.com. Erlaubt sind Adressen von: youtube.com, vimeo.com, player.vimeo.com.");
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    type(field, "https://vimeo.com/76979871");
    expect(status()).toContain("Video erkannt (vimeo.com).");
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ video_url: "https://vimeo.com/76979871" });
  });
});
