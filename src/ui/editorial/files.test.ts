import { describe, expect, it } from "vitest";
import { fileTypeName, formatFileSize } from "./files";

describe("download descriptions", () => {
  it("names file types briefly", () => {
    expect(fileTypeName("application/pdf")).toBe("PDF");
    expect(fileTypeName("image/jpeg")).toBe("JPEG");
    expect(fileTypeName("application/x-rar; charset=binary")).toBe("RAR");
  });

  it("writes sizes in the visitor's language", () => {
    expect(formatFileSize(512, "de")).toBe("512 Byte");
    expect(formatFileSize(512, "en")).toBe("512 bytes");
    expect(formatFileSize(1_294_336, "de")).toBe("1,2 MB");
    expect(formatFileSize(1_294_336, "en")).toBe("1.2 MB");
    expect(formatFileSize(250 * 1024, "en")).toBe("250 kB");
    // German keeps number and unit together with a no-break space.
    expect(formatFileSize(3 * 1024 ** 3, "de")).toBe("3\u00a0GB");
  });
});
