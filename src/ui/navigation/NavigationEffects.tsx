/**
 * What happens around client-side navigation: a thin progress bar while a route loads, focus
 * on the new page's heading and its title announced, hash targets scrolled into view, and a
 * reload when a code chunk fails to load.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useI18n } from "../../i18n";
import { reloadAfterChunkError, isChunkLoadError } from "./chunk-reload";
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from "./constants";
import { browserHashScrollEnv, scheduleHashScroll } from "./hash-scroll";
import "./navigation.css";

export function NavigationEffects() {
  const { t } = useI18n();
  const navigation = useNavigation();
  const location = useLocation();
  const [showProgress, setShowProgress] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const first = useRef(true);

  // Progress bar: only for loads slower than the throttle, so quick ones do not flash.
  useEffect(() => {
    if (navigation.state === "idle") {
      setShowProgress(false);
      return;
    }
    const timer = window.setTimeout(() => setShowProgress(true), PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state]);

  // After a client-side navigation: focus the main heading and announce the new title.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.documentElement.dataset.navigated = "";
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
