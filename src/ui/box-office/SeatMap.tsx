/**
 * The seat map: the plan drawn as SVG, seats chosen by pointer or keyboard. Controlled: the
 * caller holds the chosen ids (`selected`) and gets every change through `onChange`.
 *
 * - Keyboard: the seats are one tab stop (roving tabindex); arrows move within a row and to the
 *   nearest seat (by x) of the row before or after, Home/End to the row's ends (with Ctrl, the
 *   plan's), Space/Enter toggles. Taken and blocked seats are visited and named (aria-disabled,
 *   "belegt") but cannot be chosen; trying says why in a polite live region, as does the limit.
 * - Drawing: state is coded by mark and shape as well as colour (chosen: filled with a check,
 *   taken: crossed, blocked: dashed with a bar; wheelchair spaces are squares with the wheelchair
 *   symbol, companion seats diamonds); seat-map.css gives every mark 3:1 against its ground.
 * - Zoom: buttons (and Ctrl+wheel, which is also how browsers report a touchpad pinch) scale the
 *   viewBox; zoomed in, dragging pans it and the seat moved to by keyboard is panned into view.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useI18n } from "../../i18n";
import { formatEuro } from "../../lib/money";
import { isSelectable, type PlacedSeat, type SeatKind, type SeatMapView, type SeatView, toggleSeat } from "./seat-map-view";
import { fullSeatName, limitMessage, seatMapName } from "./seat-names";
import "./seat-map.css";

export interface SeatMapProps {
  view: SeatMapView;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * SVG user units per seat unit. The geometry is worked out in seat units; the drawing scales it up
 * so that its text has font sizes of several units (browsers render text of a fraction of a unit
 * badly, or raise it to a minimum font size). Seats are drawn in seat units inside a scale().
 */
export const seatUnit = 20;
/** Seat radius and the room kept around the plan for labels and the stage, in seat units. */
const radius = 0.4;
const stageGap = 3;
const maxScale = 4;
const zoomStep = 1.5;
/** Pointer travel (px) after which a press is a drag, not a click. */
const dragThreshold = 4;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function bounds(seats: readonly SeatView[]) {
  const xs = seats.map((seat) => seat.x);
  const ys = seats.map((seat) => seat.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The whole plan: seats, row labels to the left, the stage above. */
function planBox(seats: readonly SeatView[]): Box {
  if (seats.length === 0) return { x: 0, y: 0, w: 1, h: 1 };
  const { minX, maxX, minY, maxY } = bounds(seats);
  const x = minX - 2;
  const y = minY - stageGap - 0.5;
  return { x, y, w: maxX + 1 - x, h: maxY + 1 - y };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

interface Zoom {
  scale: number;
  cx: number;
  cy: number;
}

function viewBoxOf(plan: Box, { scale, cx, cy }: Zoom): Box {
  const w = plan.w / scale;
  const h = plan.h / scale;
  return { x: clamp(cx - w / 2, plan.x, plan.x + plan.w - w), y: clamp(cy - h / 2, plan.y, plan.y + plan.h - h), w, h };
}

/** The rows of the whole plan in order (areas' rows one after another), each seat with its place, left to right. */
function planRows(view: SeatMapView): PlacedSeat[][] {
  return view.areas.flatMap((area) => area.rows.map((row) => row.seats.map((seat) => ({ seat, row, area })).sort((a, b) => a.seat.x - b.seat.x)));
}

type Look = "free" | "chosen" | "taken" | "blocked";

const lookOf = (seat: SeatView, chosen: boolean): Look =>
  chosen ? "chosen" : seat.state === "taken" ? "taken" : seat.state === "blocked" ? "blocked" : "free";

/** One seat's drawing around (0, 0): its kind's shape and its state's mark. */
export function SeatShape({ kind, look }: { kind: SeatKind; look: Look }) {
  const className = `seat-map__shape seat-map__shape--${look}`;
  const shape =
    kind === "wheelchair" ? (
      <rect className={className} x={-radius} y={-radius} width={2 * radius} height={2 * radius} rx={0.08} />
    ) : kind === "companion" ? (
      <path className={className} d={`M 0 ${-radius - 0.06} L ${radius + 0.06} 0 L 0 ${radius + 0.06} L ${-radius - 0.06} 0 Z`} />
    ) : (
      <circle className={className} r={radius} />
    );
  return (
    <>
      {shape}
      {look === "chosen" && <path className="seat-map__mark seat-map__mark--check" d="M -0.2 0.01 L -0.06 0.16 L 0.21 -0.15" />}
      {look === "taken" && <path className="seat-map__mark" d="M -0.18 -0.18 L 0.18 0.18 M 0.18 -0.18 L -0.18 0.18" />}
      {look === "blocked" && <path className="seat-map__mark" d="M -0.2 0 L 0.2 0" />}
      {look === "free" && kind === "wheelchair" && (
        <g className="seat-map__icon">
          <circle cx={-0.04} cy={-0.26} r={0.06} />
          <path d="M -0.08 -0.16 L -0.08 0.04 L 0.12 0.04 L 0.2 0.24 M -0.16 -0.04 A 0.18 0.18 0 1 0 0.1 0.18" />
        </g>
      )}
    </>
  );
}

export function SeatMap({ view, selected, onChange }: SeatMapProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const rows = useMemo(() => planRows(view), [view]);
  const all = useMemo(() => rows.flat(), [rows]);
  const plan = useMemo(() => planBox(all.map(({ seat }) => seat)), [all]);
  const [zoom, setZoom] = useState<Zoom>(() => ({ scale: 1, cx: plan.x + plan.w / 2, cy: plan.y + plan.h / 2 }));
  const box = viewBoxOf(plan, zoom);
  const [activeId, setActiveId] = useState<string | undefined>(
    () => (all.find(({ seat }) => selected.includes(seat.id)) ?? all.find(({ seat }) => isSelectable(seat)) ?? all[0])?.seat.id,
  );
  const [message, setMessage] = useState({ text: "", n: 0 });
  const seatElements = useRef(new Map<string, SVGGElement>());
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; cx: number; cy: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const say = (text: string) => setMessage((previous) => ({ text, n: previous.n + 1 }));

  const toggle = (placed: PlacedSeat) => {
    const result = toggleSeat(selected, placed.seat, view.maxSeats);
    if (result.refused === "limit") say(limitMessage(t, view.maxSeats));
    else if (result.refused === "unavailable")
      say(t(placed.seat.state === "blocked" ? "shop.seat.blockedNotice" : "shop.seat.takenNotice", { seat: fullSeatName(t, placed) }));
    else {
      say("");
      onChange(result.selected);
    }
  };

  const zoomTo = (scale: number, centre?: { x: number; y: number }) =>
    setZoom((current) => {
      const next = clamp(scale, 1, maxScale);
      const visible = viewBoxOf(plan, current);
      return { scale: next, cx: centre?.x ?? visible.x + visible.w / 2, cy: centre?.y ?? visible.y + visible.h / 2 };
    });

  /** Moves focus to a seat, panning the zoomed plan so that it shows. */
  const moveTo = (placed: PlacedSeat | undefined) => {
    if (!placed) return;
    setActiveId(placed.seat.id);
    seatElements.current.get(placed.seat.id)?.focus();
    const { x, y } = placed.seat;
    if (x - 1 < box.x || x + 1 > box.x + box.w || y - 1 < box.y || y + 1 > box.y + box.h) setZoom((current) => ({ ...current, cx: x, cy: y }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The seat the key was pressed on, which is the active one unless focus got there some other way.
    const currentId = (event.target as Element).closest("[data-seat]")?.getAttribute("data-seat") ?? activeId;
    const rowIndex = rows.findIndex((row) => row.some(({ seat }) => seat.id === currentId));
    if (rowIndex < 0) return;
    const row = rows[rowIndex];
    const index = row.findIndex(({ seat }) => seat.id === currentId);
    const current = row[index];
    const nearestIn = (other: PlacedSeat[] | undefined) =>
      other?.reduce((best, candidate) => (Math.abs(candidate.seat.x - current.seat.x) < Math.abs(best.seat.x - current.seat.x) ? candidate : best));
    let target: PlacedSeat | undefined;
    switch (event.key) {
      case "ArrowLeft":
        target = row[Math.max(index - 1, 0)];
        break;
      case "ArrowRight":
        target = row[Math.min(index + 1, row.length - 1)];
        break;
      case "ArrowUp":
        target = nearestIn(rows[rowIndex - 1]) ?? current;
        break;
      case "ArrowDown":
        target = nearestIn(rows[rowIndex + 1]) ?? current;
        break;
      case "Home":
        target = event.ctrlKey ? all[0] : row[0];
        break;
      case "End":
        target = event.ctrlKey ? all[all.length - 1] : row[row.length - 1];
        break;
      case " ":
      case "Enter":
        event.preventDefault();
        toggle(current);
        return;
      default:
        return;
    }
    event.preventDefault();
    moveTo(target);
  };

  // Ctrl+wheel (and a touchpad pinch) zooms; React's wheel listener is passive and could not keep the page from zooming too.
  const scaleRef = useRef(zoom.scale);
  scaleRef.current = zoom.scale;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomTo(event.deltaY < 0 ? scaleRef.current * zoomStep : scaleRef.current / zoomStep);
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  });

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    dragged.current = false;
    if (zoom.scale === 1 || event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, cx: box.x + box.w / 2, cy: box.y + box.h / 2, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    const svg = svgRef.current;
    if (!start || !svg || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < dragThreshold) return;
    if (!start.moved) {
      start.moved = true;
      // Captured only once it is a drag, so a plain click still lands on its seat.
      svg.setPointerCapture?.(event.pointerId);
    }
    const unitsPerPixel = box.w / (svg.clientWidth || 1);
    setZoom((current) => ({ ...current, cx: start.cx - dx * unitsPerPixel, cy: start.cy - dy * unitsPerPixel }));
  };
  const onPointerUp = () => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  const helpId = `${id}-help`;
  const stage = bounds(all.map(({ seat }) => seat));

  return (
    <div className="seat-map">
      <div className="seat-map__toolbar" role="group" aria-label={t("shop.seat.zoom")}>
        <button
          type="button"
          className="seat-map__zoom"
          aria-disabled={zoom.scale >= maxScale}
          onClick={() => zoom.scale < maxScale && zoomTo(zoom.scale * zoomStep)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t("shop.seat.zoomIn")}</span>
        </button>
        <button type="button" className="seat-map__zoom" aria-disabled={zoom.scale <= 1} onClick={() => zoom.scale > 1 && zoomTo(zoom.scale / zoomStep)}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t("shop.seat.zoomOut")}</span>
        </button>
        <button
          type="button"
          className="seat-map__reset"
          aria-disabled={zoom.scale <= 1}
          onClick={() => zoomTo(1, { x: plan.x + plan.w / 2, y: plan.y + plan.h / 2 })}
        >
          {t("shop.seat.zoomReset")}
        </button>
      </div>
      <svg
        ref={svgRef}
        className="seat-map__plan"
        viewBox={[box.x, box.y, box.w, box.h].map((value) => value * seatUnit).join(" ")}
        role="group"
        aria-label={t("shop.seat.map")}
        aria-describedby={helpId}
        data-zoomed={zoom.scale > 1 || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {/* The drawing's words: the seats' names already say them. A nested <svg>, as it keeps the parent's user units. */}
        <svg aria-hidden="true" overflow="visible">
          <rect
            className="seat-map__stage"
            x={stage.minX * seatUnit}
            y={(stage.minY - stageGap) * seatUnit}
            width={(stage.maxX - stage.minX) * seatUnit}
            height={seatUnit}
          />
          <text className="seat-map__stage-label" x={((stage.minX + stage.maxX) / 2) * seatUnit} y={(stage.minY - stageGap + 0.5) * seatUnit}>
            {t("shop.seat.stage")}
          </text>
          {view.areas.map((area) => {
            const areaBounds = bounds(area.rows.flatMap((row) => row.seats));
            return (
              <text key={area.id} className="seat-map__area-label" x={(areaBounds.minX - radius) * seatUnit} y={(areaBounds.minY - 0.85) * seatUnit}>
                {area.label}
              </text>
            );
          })}
          {rows.map((row) =>
            row[0] ? (
              <text
                key={`${row[0].area.id}-${row[0].row.id}`}
                className="seat-map__row-label"
                x={(row[0].seat.x - 0.85) * seatUnit}
                y={row[0].seat.y * seatUnit}
              >
                {row[0].row.label}
              </text>
            ) : null,
          )}
        </svg>
        {all.map((placed) => {
          const { seat } = placed;
          const chosen = selected.includes(seat.id);
          const unavailable = !isSelectable(seat) && !chosen;
          return (
            <g
              key={seat.id}
              ref={(element) => {
                if (element) seatElements.current.set(seat.id, element);
                else seatElements.current.delete(seat.id);
              }}
              className="seat-map__seat"
              transform={`translate(${seat.x * seatUnit} ${seat.y * seatUnit}) scale(${seatUnit})`}
              role="checkbox"
              aria-checked={chosen}
              aria-disabled={unavailable || undefined}
              aria-label={seatMapName(t, locale, placed)}
              tabIndex={seat.id === activeId ? 0 : -1}
              data-seat={seat.id}
              onFocus={() => setActiveId(seat.id)}
              onClick={() => {
                if (dragged.current) {
                  dragged.current = false;
                  return;
                }
                setActiveId(seat.id);
                toggle(placed);
              }}
            >
              <circle className="seat-map__focus" r={radius + 0.14} />
              <SeatShape kind={seat.kind} look={lookOf(seat, chosen)} />
            </g>
          );
        })}
      </svg>
      <div className="seat-map__notes">
        <p id={helpId} className="seat-map__help">
          {t("shop.seat.help")}
        </p>
        <p className="seat-map__status" role="status">
          <span key={message.n}>{message.text}</span>
        </p>
      </div>
      <SeatLegend view={view} />
    </div>
  );
}

const legendEntries: {
  kind: SeatKind;
  look: Look;
  key: "shop.seat.free" | "shop.seat.chosen" | "shop.seat.taken" | "shop.seat.blocked" | "shop.seat.wheelchair" | "shop.seat.companion";
}[] = [
  { kind: "standard", look: "free", key: "shop.seat.free" },
  { kind: "standard", look: "chosen", key: "shop.seat.chosen" },
  { kind: "standard", look: "taken", key: "shop.seat.taken" },
  { kind: "standard", look: "blocked", key: "shop.seat.blocked" },
  { kind: "wheelchair", look: "free", key: "shop.seat.wheelchair" },
  { kind: "companion", look: "free", key: "shop.seat.companion" },
];

/** What the marks mean, and the price of each category the plan has. */
function SeatLegend({ view }: { view: SeatMapView }) {
  const { t, locale } = useI18n();
  const id = useId();
  const categories = [
    ...new Map(view.areas.flatMap((area) => area.rows.flatMap((row) => row.seats.map((seat) => [seat.category.id, seat.category] as const)))).values(),
  ];
  return (
    <div className="seat-map__legend">
      <p id={`${id}-marks`} className="seat-map__legend-title">
        {t("shop.seat.legend")}
      </p>
      <ul className="seat-map__legend-list" aria-labelledby={`${id}-marks`}>
        {legendEntries.map(({ kind, look, key }) => (
          <li key={key}>
            <svg className="seat-map__legend-seat" viewBox="-0.5 -0.5 1 1" aria-hidden="true" focusable="false">
              <SeatShape kind={kind} look={look} />
            </svg>
            {t(key)}
          </li>
        ))}
      </ul>
      <p id={`${id}-categories`} className="seat-map__legend-title">
        {t("shop.seat.categories")}
      </p>
      <ul className="seat-map__legend-list" aria-labelledby={`${id}-categories`}>
        {categories.map((category) => (
          <li key={category.id}>{t("shop.seat.categoryPrice", { category: category.label, price: formatEuro(category.priceCents, locale) })}</li>
        ))}
      </ul>
    </div>
  );
}
