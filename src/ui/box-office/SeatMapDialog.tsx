/**
 * The seat-map modal: an enhancement over the seat list, which stays on the page behind it. The
 * opener renders only once hydrated (the map needs JavaScript), and opens a native <dialog>
 * (showModal: the page behind is inert, Escape cancels). The map works on a draft of the choice;
 * "Übernehmen" hands it to `onApply`, "Abbrechen" and Escape drop it. Focus starts on the
 * dialog's heading (the plan is large; the visitor hears what it is first) and returns to the
 * opener when the dialog closes.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../../i18n";
import { useHydrated } from "../header/MainMenu";
import { placedSeats, type SeatMapView } from "./seat-map-view";
import { choiceCount, fullSeatName } from "./seat-names";
import { SeatMap } from "./SeatMap";
import "./seat-map.css";

export interface SeatMapDialogProps {
  view: SeatMapView;
  /** The choice the dialog starts from (the list's). */
  selected: readonly string[];
  onApply: (selected: string[]) => void;
}

export function SeatMapDialog({ view, selected, onApply }: SeatMapDialogProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const id = useId();
  const headingId = `${id}-heading`;
  const [draft, setDraft] = useState<string[] | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const open = draft !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    headingRef.current?.focus();
  }, [open]);

  if (!hydrated) return null;

  const close = () => dialogRef.current?.close();
  const chosen = draft ? placedSeats(view).filter(({ seat }) => draft.includes(seat.id)) : [];

  return (
    <>
      <button ref={openerRef} type="button" className="button seat-dialog__opener" aria-haspopup="dialog" onClick={() => setDraft([...selected])}>
        {t("shop.seat.open")}
      </button>
      <dialog
        ref={dialogRef}
        className="seat-dialog"
        aria-labelledby={headingId}
        onClose={() => {
          setDraft(null);
          openerRef.current?.focus();
        }}
      >
        {draft && (
          <>
            <h2 id={headingId} ref={headingRef} className="seat-dialog__title" tabIndex={-1}>
              {t("shop.seat.dialogTitle")}
            </h2>
            <SeatMap view={view} selected={draft} onChange={setDraft} />
            <div className="seat-dialog__choice">
              <p className="seat-dialog__choice-title">{t("shop.seat.yourChoice")}</p>
              <p>{choiceCount(t, draft.length, view.maxSeats)}</p>
              {chosen.length === 0 ? (
                <p>{t("shop.seat.noneChosen")}</p>
              ) : (
                <ul className="seat-dialog__choice-list">
                  {chosen.map((placed) => (
                    <li key={placed.seat.id}>{fullSeatName(t, placed)}</li>
                  ))}
                </ul>
              )}
            </div>
            <div className="seat-dialog__actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  onApply(draft);
                  close();
                }}
              >
                {t("shop.seat.apply")}
              </button>
              <button type="button" className="button seat-dialog__cancel" onClick={close}>
                {t("shop.seat.cancel")}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
