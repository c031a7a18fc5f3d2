/**
 * What happens around client-side navigation: a thin progress bar while a route loads, focus
 * on the new page's heading and its title announced, the entering page revealed once its images
 * have loaded, hash targets scrolled into view, and a reload when a code chunk fails to load.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useI18n } from "../../i18n";
import { reloadAfterChunkError, isChunkLoadError } from "./chunk-reload";
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from "./constants";
import { browserHashScrollEnv, scheduleHashScroll } from "./hash-scroll";
import { countedImages, revealWhenImagesLoaded } from "./images-store";
import "./navigation.css";

export function NavigationEffects() {
  const { t } = useI18n();
  const navigation = useNavigation();
  const location = useLocation();
  const [showProgress, setShowProgress] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const first = useRef(true);
  const firstPage = useRef(true);

  // Progress bar: only for loads slower than the throttle, so quick ones do not flash.
  useEffect(() => {
    if (navigation.state === "idle") {
      setShowProgress(false);
      return;
    }
    const timer = window.setTimeout(() => setShowProgress(true), PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state]);

  // After a client-side navigation the entering page waits (its transition paused, see
  // navigation.css) until the images in its first screen have loaded, or the time limit passed.
  // Measured a frame later, after the scroll to the top.
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const html = document.documentElement;
    html.dataset.navigated = "";
    html.dataset.pagePending = "";
    const reveal = () => {
      delete html.dataset.pagePending;
    };
    let cancel = () => {};
    const frame = window.requestAnimationFrame(() => {
      const main = document.getElementById("main");
      cancel = revealWhenImagesLoaded(main ? countedImages(main, window.innerHeight) : [], reveal);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      cancel();
    };
  }, [location.pathname]);

  // After a client-side navigation: focus the main heading and announce the new title.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
    setAnnouncement(t("nav.pageLoaded", { title: document.title }));
  }, [location.pathname, t]);

  useEffect(() => {
    if (!location.hash) return;
    return scheduleHashScroll(location.hash, browserHashScrollEnv());
  }, [location.hash]);

  useEffect(() => {
    const onError = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAfterChunkError(sessionStorage, Date.now(), () => window.location.reload());
    };
    const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
    const onPreloadError = (event: Event) => onError((event as Event & { payload?: unknown }).payload ?? new Error("Unable to preload CSS"));
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);

  return (
    <>
      <div
        className="route-progress"
        data-active={showProgress || undefined}
        style={{ ["--progress-duration" as string]: `${PROGRESS_DURATION_MS}ms` }}
        aria-hidden="true"
      />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}
