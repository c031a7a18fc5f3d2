// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dateSeedScript, recordingDates, withDateSeed } from "./date-seed.server";
import { DATE_SEED_ID, formatDate, formatTime } from "./lib/dates";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("recordingDates", () => {
  it("gives each render the dates it formatted, however renders interleave", async () => {
    const render = (instant: string) => async () => {
      formatDate(instant, "de");
      await tick();
      formatTime(instant, "de");
      await Promise.resolve();
      return instant;
    };
    const first = "2036-03-01T19:00:00+01:00";
    const second = "2036-03-02T20:00:00+01:00";
    const [a, b] = await Promise.all([recordingDates(render(first)), recordingDates(render(second))]);
    expect(a.result).toBe(first);
    expect(a.dates).toEqual({ date: { [`de|${first}`]: "Sa., 1. März 2036" }, time: { [`de|${first}`]: "19:00" } });
    expect(b.dates).toEqual({ date: { [`de|${second}`]: "So., 2. März 2036" }, time: { [`de|${second}`]: "20:00" } });
    // Outside a render nothing is recorded, and nothing fails.
    expect(formatDate(first, "de")).toBe("Sa., 1. März 2036");
  });
});

describe("dateSeedScript and withDateSeed", () => {
  it("write an inert script of ASCII that nothing in a text can end", () => {
    const script = dateSeedScript({ date: { "de|x": "März</script><b>&" }, time: { "en|x": "7:30\u00a0PM" } });
    expect(script).toMatch(new RegExp(`^<script type="application/json" id="${DATE_SEED_ID}">[\\x20-\\x7e]*</script>$`));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf(">") + 1, script.lastIndexOf("</script>"));
    expect(JSON.parse(json)).toEqual({ date: { "de|x": "März</script><b>&" }, time: { "en|x": "7:30\u00a0PM" } });
  });

  it("put it before the end of the body, and nothing when the page formatted no dates", () => {
    const page = "<!DOCTYPE html><html><body><main>Seite</main></body></html>";
    expect(withDateSeed(page, {})).toBe(page);
    expect(withDateSeed(page, { time: { "de|x": "19:30" } })).toBe(
      `<!DOCTYPE html><html><body><main>Seite</main><script type="application/json" id="${DATE_SEED_ID}">{"time":{"de|x":"19:30"}}</script></body></html>`,
    );
  });
});
