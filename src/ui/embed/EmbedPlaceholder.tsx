/**
 * Two-click embed: a consent gate naming the third-party host and a button; the embed (an iframe,
 * or the sanitised embed HTML) is rendered only after the click or a site-wide consent, so the
 * host is never contacted before the visitor agrees.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n";
import { cx } from "../cx";
import { useEmbedConsent } from "./consent";
import "./embed.css";

interface Props {
  /** The host named in the consent gate, e.g. youtube.com. */
  host: string;
  /** Accessible name of the iframe(s). */
  title: string;
  /** The iframe URL (videos). */
  src?: string;
  /** Sanitised embed HTML (audio, viewer, social media); used when there is no src. */
  html?: string;
  /** Official widget script to run after loading (blockquote embeds); never from the content. */
  script?: string;
  /** A local preview image shown behind the notice. */
  preview?: ReactNode;
  /** "video" keeps a 16:9 box. */
  ratio?: "video";
  className?: string;
}

type WidgetGlobals = {
  instgrm?: { Embeds?: { process(): void } };
  twttr?: { widgets?: { load(el?: Element): void } };
  FB?: { XFBML?: { parse(el?: Element): void } };
};

/**
 * Runs the network script on the new embed: loads it the first time, later asks the loaded widget
 * to scan again. TikTok has no such call; running its script again does the scan.
 */
function runWidgetScript(src: string, container: HTMLElement) {
  if (!document.querySelector(`script[src="${src}"]`) || src.includes("tiktok.com")) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    container.appendChild(script);
    return;
  }
  const w = window as unknown as WidgetGlobals;
  w.instgrm?.Embeds?.process();
  w.twttr?.widgets?.load(container);
  w.FB?.XFBML?.parse(container);
}

export function EmbedPlaceholder({ host, title, src, html, script, preview, ratio, className }: Props) {
  const { t } = useI18n();
  const { allowed, privacyUrl, scriptsAllowed } = useEmbedConsent();
  const [clicked, setClicked] = useState(false);
  const show = allowed || clicked;
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!show || !content.current) return;
    for (const frame of content.current.querySelectorAll("iframe")) if (!frame.title) frame.title = title;
  }, [show, title]);

  useEffect(() => {
    if (show && script && scriptsAllowed && content.current) runWidgetScript(script, content.current);
  }, [show, script, scriptsAllowed]);

  useEffect(() => {
    if (clicked) content.current?.focus();
  }, [clicked]);

  const box = cx("embed", ratio && `embed--${ratio}`, show && "embed--loaded", className);
  if (show) {
    return html && !src ? (
      <div
        ref={content}
        tabIndex={-1}
        className={box}
        // embed code sanitised by the content service
        dangerouslySetInnerHTML={{ __html: html }}
      />
    ) : (
      <div ref={content} tabIndex={-1} className={box}>
        <iframe
          className="embed__frame"
          src={src}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={cx(box, "embed--gate")}>
      {preview ? <div className="embed__preview">{preview}</div> : null}
      <div className="embed__notice">
        <p className="embed__title">{t("embed.consentTitle", { host })}</p>
        <p className="embed__text">
          {t("embed.consentText", { host })}
          {privacyUrl ? (
            <>
              {" "}
              <a className="embed__privacy" href={privacyUrl}>
                {t("embed.privacyLink")}
              </a>
            </>
          ) : null}
        </p>
        <button type="button" className="embed__button" onClick={() => setClicked(true)}>
          {t("embed.load", { host })}
        </button>
      </div>
    </div>
  );
}
