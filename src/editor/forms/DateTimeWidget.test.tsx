import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { berlinLocalValue, instantOfBerlinLocal } from "./berlin-local";
import { renderForm, save } from "./test-helpers";

afterEach(cleanup);

describe("festival date and time (format date-time)", () => {
  it("shows and stores Berlin wall-clock time, summer and winter, whatever the browser's zone", () => {
    expect(berlinLocalValue("2026-06-12T17:30:00Z")).toBe("2026-06-12T19:30");
    expect(berlinLocalValue("2026-12-01T18:00:00.000Z")).toBe("2026-12-01T19:00");
    expect(instantOfBerlinLocal("2026-06-12T19:30")).toBe("2026-06-12T19:30:00+02:00");
    expect(instantOfBerlinLocal("2026-12-01T19:00")).toBe("2026-12-01T19:00:00+01:00");
    expect(instantOfBerlinLocal("2026-12-01")).toBeUndefined();
    expect(berlinLocalValue("")).toBe("");
  });

  it("is a datetime-local input with the time zone named, saving the instant with its offset", async () => {
    const schema = { type: "object", properties: { starts_at: { type: "string", format: "date-time", title: "Starts" } }, required: ["starts_at"] };
    const { onSubmit } = renderForm("bookings", { schema, value: { starts_at: "2026-06-12T17:30:00Z" } });
    const field = screen.getByLabelText(/^(Starts|Beginn)/) as HTMLInputElement;
    expect(field.type).toBe("datetime-local");
    expect(field.value).toBe("2026-06-12T19:30");
    expect(field.getAttribute("aria-describedby")).toContain("__zone");
    fireEvent.change(field, { target: { value: "2026-06-13T20:15" } });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ starts_at: "2026-06-13T20:15:00+02:00" });
  });
});
