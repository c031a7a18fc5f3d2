import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import { adminServerTranslate } from "./i18n";
import { fieldMessage } from "./validation";

const error = (keyword: string, limit: number): ErrorObject => ({ keyword, params: { limit }, instancePath: "/title", schemaPath: "#" });

describe("the admin's field messages", () => {
  it("name a limit of one in the singular and others in the plural", () => {
    const en = adminServerTranslate("en");
    expect(fieldMessage(error("maxLength", 1), en)).toBe("Please enter at most one character.");
    expect(fieldMessage(error("maxLength", 80), en)).toBe("Please enter at most 80 characters.");
    expect(fieldMessage(error("minLength", 1), en)).toBe("Please enter at least one character.");
    expect(fieldMessage(error("maxItems", 1), en)).toBe("At most one entry is possible.");
    const de = adminServerTranslate("de");
    expect(fieldMessage(error("maxItems", 1), de)).toBe("Höchstens ein Eintrag ist möglich.");
    expect(fieldMessage(error("maxItems", 4), de)).toBe("Höchstens 4 Einträge sind möglich.");
    expect(fieldMessage(error("minimum", 1), de)).toBe("Der Wert muss mindestens 1 sein.");
  });
});
