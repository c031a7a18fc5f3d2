import { describe, expect, it } from "vitest";
import { ContentError } from "../../content-client/types";
import { TWO_FACTOR_REQUIRED_STATUS } from "../../lib/two-factor";
import { adminFailure } from "./common";

describe("an admin who must first turn on two-factor login (ADMIN_TWO_FACTOR=required)", () => {
  it("is sent from any admin screen to the login screen's account step, and back afterwards", () => {
    let thrown: unknown;
    try {
      adminFailure(new ContentError(TWO_FACTOR_REQUIRED_STATUS, "enrol first"), "en", new URL("http://localhost/admin/en/pages?page=2"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/en/login?two-factor=required&next=${encodeURIComponent("/admin/en/pages?page=2")}`);
  });
});
