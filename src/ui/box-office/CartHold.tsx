/**
 * The cart's hold, as the visitor sees it (issue 20, point 3; WCAG 2.2.1 Timing Adjustable): how
 * long the places stay reserved, a warning before the end, and a button that extends the hold.
 *
 * Without JavaScript it says until when the places are held and the button posts the caller's
 * form (`action`, with the hidden fields the caller passes as children). With JavaScript the time
 * left counts down (a timer: not read out every second), the warning comes in a polite status
 * two minutes before the end, and the button extends through `extend` without leaving the page
 * (the cart-hold machine, src/machines/cart-hold.machine.ts). An expired hold says the places
 * are free again.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { useI18n } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import { formatTime } from "../../lib/dates";
import { cartHoldMachine, formatHoldRemaining, HOLD_WARNING_MS } from "../../machines/cart-hold.machine";
import { useHydrated } from "../header/MainMenu";
import "./cart-hold.css";

export interface CartHoldProps {
  /** When the hold ends (ISO 8601, from the server). */
  expiresAt: string;
  /** Minutes one extension adds (the server's setting). */
  extendMinutes: number;
  /** Asks the server to extend; answers the new end (ISO 8601) or throws a HoldExtendError. */
  extend: () => Promise<string>;
  /** Where the extend form posts without JavaScript. */
  action: string;
  /** The form's hidden fields (the CSRF token). */
  children?: ReactNode;
  now?: () => number;
}

type Phase = "holding" | "warning" | "extending" | "expired" | "released";

const phaseOf = (value: unknown): Phase => (value === "checking" ? "holding" : (value as Phase));

export function CartHold({ expiresAt, extendMinutes, extend, action, children, now = Date.now }: CartHoldProps) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const titleId = `${useId()}-title`;
  const [state, setState] = useState<{ phase: Phase; expiresAt: number; error: string | null; extended: boolean }>({
    phase: "holding",
    expiresAt: Date.parse(expiresAt),
    error: null,
    extended: false,
  });
  const [clock, setClock] = useState(() => now());
  const actor = useRef<ActorRefFrom<typeof cartHoldMachine> | null>(null);
  const latest = useRef({ extend, now });
  latest.current = { extend, now };

  useEffect(() => {
    const machine = cartHoldMachine.provide({
      actors: { extendHold: fromPromise(async () => Date.parse(await latest.current.extend())) },
    });
    const started = createActor(machine, { input: { expiresAt: Date.parse(expiresAt), now: () => latest.current.now() } });
    let previous = started.getSnapshot().context.expiresAt;
    started.subscribe((snapshot) => {
      const extended = snapshot.context.expiresAt > previous;
      previous = snapshot.context.expiresAt;
      setState((last) => ({
        phase: phaseOf(snapshot.value),
        expiresAt: snapshot.context.expiresAt,
        error: snapshot.context.extendError,
        extended: extended || (last.extended && snapshot.context.extendError === null),
      }));
    });
    started.start();
    const first = started.getSnapshot();
    setState({ phase: phaseOf(first.value), expiresAt: first.context.expiresAt, error: null, extended: false });
    actor.current = started;
    const tick = setInterval(() => setClock(latest.current.now()), 1000);
    return () => {
      clearInterval(tick);
      started.stop();
      actor.current = null;
    };
  }, [expiresAt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!actor.current) return;
    event.preventDefault();
    actor.current.send({ type: "hold.extend" });
  };

  const until = formatTime(new Date(state.expiresAt), locale);
  const expired = hydrated && state.phase === "expired";
  const warnMinutes = Math.round(HOLD_WARNING_MS / 60_000);
  let message = "";
  if (hydrated) {
    if (state.phase === "expired") message = t("shop.hold.expired");
    else if (state.error) message = t(state.error === "extend_limit" ? "shop.hold.failedLimit" : "shop.hold.failed");
    else if (state.phase === "warning") message = t(countedKey("shop.hold.warning", warnMinutes), { count: warnMinutes });
    else if (state.extended) message = t("shop.hold.extended", { time: until });
  }

  return (
    <section className="cart-hold" aria-labelledby={titleId} data-phase={hydrated ? state.phase : undefined}>
      <h2 id={titleId} className="cart-hold__title">
        {t("shop.hold.title")}
      </h2>
      {expired ? null : <p className="cart-hold__until">{t("shop.hold.until", { time: until })}</p>}
      {hydrated && !expired ? (
        <p className="cart-hold__left">
          {t("shop.hold.left")}{" "}
          <span role="timer" className="cart-hold__time">
            {formatHoldRemaining(state.expiresAt - clock)}
          </span>
        </p>
      ) : null}
      <div role="status" className="cart-hold__message">
        {message ? <p>{message}</p> : null}
      </div>
      {expired ? null : (
        <form method="post" action={action} onSubmit={onSubmit}>
          {children}
          <button type="submit" className="button" aria-disabled={state.phase === "extending" || undefined}>
            {state.phase === "extending" ? t("shop.hold.extending") : t(countedKey("shop.hold.extend", extendMinutes), { count: extendMinutes })}
          </button>
        </form>
      )}
    </section>
  );
}
