import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyClicks, markToolbarReady } from "./early-clicks";

function slotWith(html: string) {
  const slot = document.createElement("div");
  slot.innerHTML = html;
  document.body.append(slot);
  return slot;
}
afterEach(() => {
  document.body.innerHTML = "";
});

describe("clicks on the staff toolbar before it is hydrated", () => {
  it("are held and the last one is done once the toolbar is ready, on the same button", () => {
    const slot = slotWith('<nav><button type="button" id="a">A</button><button type="button" id="b"><span>B</span></button></nav>');
    holdEarlyClicks(slot);
    const done: string[] = [];
    (slot.querySelector("#a") as HTMLElement).click();
    (slot.querySelector("#b span") as HTMLElement).click();
    // What the hydrated toolbar will do with a click.
    slot.addEventListener("click", (event) => done.push((event.target as Element).id));
    markToolbarReady(slot);
    expect(done).toEqual(["b"]);
    // Ready: clicks go straight through, once.
    (slot.querySelector("#a") as HTMLElement).click();
    expect(done).toEqual(["b", "a"]);
  });

  it("hold nothing when the toolbar was ready first, and leave links and submit buttons alone", () => {
    const ready = slotWith('<button type="button" id="a">A</button>');
    const unmark = markToolbarReady(ready);
    holdEarlyClicks(ready);
    const direct = vi.fn();
    ready.addEventListener("click", direct);
    (ready.querySelector("#a") as HTMLElement).click();
    expect(direct).toHaveBeenCalledTimes(1);
    unmark();
    expect(ready.hasAttribute("data-ready")).toBe(false);

    const slot = slotWith('<a href="#x" id="link">x</a><form><button type="submit" id="out">Out</button></form>');
    slot.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
    holdEarlyClicks(slot);
    (slot.querySelector("#link") as HTMLElement).click();
    (slot.querySelector("#out") as HTMLElement).click();
    const replayed = vi.fn();
    slot.addEventListener("click", replayed);
    markToolbarReady(slot);
    expect(replayed).not.toHaveBeenCalled();
  });
});
