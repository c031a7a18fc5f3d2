/**
 * The door's check-in (issue 20, point 8), for staff: a code field that always works (a POST form
 * without JavaScript, the check-in machine with it), and the camera where the browser can read QR
 * codes (BarcodeDetector), found by feature detection. The answer shows large, in words and not by
 * colour alone: admitted, already admitted (when and at which door, from the server), not valid
 * (why), or no answer (the code is kept and "try again" asks once more). After each answer the
 * code field is ready again, so a queue moves with the keyboard alone.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { formatDateTime } from "../../lib/dates";
import { type CheckInAnswer, checkInMachine, type CheckInContext } from "../../machines/check-in.machine";
import { useAdminI18n } from "./i18n";

export interface CheckInPanelProps {
  /** This scanner's door ("Haupteingang"), shown and sent with every code. */
  door: string;
  admit: (input: { code: string; door: string }) => Promise<CheckInAnswer>;
  /** Where the code form posts without JavaScript, and its hidden fields (CSRF token, door). */
  action: string;
  children?: ReactNode;
  /** The answer the server rendered for a post without JavaScript. */
  initialAnswer?: CheckInAnswer | null;
}

type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's QR reader, if it has one. */
function barcodeDetector(): BarcodeDetectorClass | null {
  if (typeof window === "undefined" || !navigator.mediaDevices?.getUserMedia) return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

export function CheckInPanel({ door, admit, action, children, initialAnswer = null }: CheckInPanelProps) {
  const { t, locale } = useAdminI18n();
  const id = useId();
  const [snapshot, setSnapshot] = useState<{ phase: string; context: Pick<CheckInContext, "answer" | "code" | "admittedCount"> }>({
    phase: initialAnswer ? "answered" : "ready",
    context: { answer: initialAnswer, code: null, admittedCount: 0 },
  });
  const actor = useRef<ActorRefFrom<typeof checkInMachine> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<"unavailable" | "off" | "on" | "denied">("unavailable");
  const latestAdmit = useRef(admit);
  latestAdmit.current = admit;

  useEffect(() => {
    const started = createActor(checkInMachine.provide({ actors: { admit: fromPromise(({ input: request }) => latestAdmit.current(request)) } }), {
      input: { door },
    });
    started.subscribe((next) => {
      setSnapshot({ phase: String(next.value), context: next.context });
      if (next.value !== "checking" && input.current) {
        input.current.value = "";
        input.current.focus();
      }
    });
    started.start();
    actor.current = started;
    if (barcodeDetector()) setCamera("off");
    return () => {
      started.stop();
      actor.current = null;
    };
  }, [door]);

  // The camera: frames go to the detector a few times a second while it is on.
  useEffect(() => {
    const Detector = barcodeDetector();
    if (camera !== "on" || !Detector || !video.current) return;
    const element = video.current;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const detector = new Detector({ formats: ["qr_code"] });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } }).then(
      async (granted) => {
        if (stopped) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        stream = granted;
        element.srcObject = granted;
        await element.play().catch(() => {});
        timer = setInterval(async () => {
          const found = await detector.detect(element).catch(() => []);
          if (found[0]?.rawValue) actor.current?.send({ type: "checkin.code", code: found[0].rawValue, source: "camera" });
        }, 250);
      },
      () => setCamera("denied"),
    );
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
  }, [camera]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!actor.current) return;
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("code");
    if (typeof code === "string") actor.current.send({ type: "checkin.code", code, source: "typed" });
  };

  const { phase, context } = snapshot;
  const answer = context.answer;

  return (
    <div className="check-in">
      <p className="check-in__door">
        {t("admin.checkIn.door", { door })} · {t("admin.checkIn.admittedHere", { count: context.admittedCount })}
      </p>
      <form method="post" action={action} onSubmit={onSubmit} className="check-in__form">
        {children}
        <label htmlFor={`${id}-code`}>{t("admin.checkIn.code")}</label>
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="check-in__hint">
          {t("admin.checkIn.hint")}
        </p>
        <button type="submit" className="admin-button admin-button--primary">
          {t("admin.checkIn.check")}
        </button>
      </form>
      {camera === "unavailable" ? null : (
        <div className="check-in__camera">
          <button type="button" className="admin-button" aria-pressed={camera === "on"} onClick={() => setCamera(camera === "on" ? "off" : "on")}>
            {t("admin.checkIn.camera")}
          </button>
          {camera === "denied" ? <p>{t("admin.checkIn.cameraDenied")}</p> : null}
          <video ref={video} hidden={camera !== "on"} muted playsInline className="check-in__video" />
        </div>
      )}
      <div role="status" aria-live="assertive" className="check-in__answer" data-answer={phase === "answered" ? answer?.status : phase}>
        {phase === "checking" ? <p>{t("admin.checkIn.checking")}</p> : null}
        {phase === "failed" ? (
          <>
            <p className="check-in__verdict">{t("admin.checkIn.failed")}</p>
            <button type="button" className="admin-button" onClick={() => actor.current?.send({ type: "checkin.retry" })}>
              {t("admin.checkIn.retry")}
            </button>
          </>
        ) : null}
        {phase === "answered" && answer ? <Verdict answer={answer} locale={locale} t={t} /> : null}
      </div>
    </div>
  );
}

function Verdict({ answer, locale, t }: { answer: CheckInAnswer; locale: "de" | "en"; t: ReturnType<typeof useAdminI18n>["t"] }) {
  if (answer.status === "invalid") {
    return (
      <>
        <p className="check-in__verdict">{t("admin.checkIn.invalid")}</p>
        <p>{t(`admin.checkIn.reason.${answer.reason}`)}</p>
      </>
    );
  }
  const { ticket } = answer;
  return (
    <>
      <p className="check-in__verdict">
        {answer.status === "admitted"
          ? t("admin.checkIn.admitted")
          : t("admin.checkIn.already", { date: formatDateTime(answer.firstAt, locale), door: answer.firstDoor })}
      </p>
      <p>
        {ticket.production}, {formatDateTime(ticket.performance, locale)} · {ticket.category}
        {ticket.seat ? ` · ${ticket.seat}` : ""}
      </p>
    </>
  );
}
