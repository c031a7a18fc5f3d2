/**
 * The box office for staff (issue 20, points 8 and 9): the check-in at the door admits a typed
 * code once and says when and where a repeat was first admitted, also without JavaScript; the
 * orders list finds an order by its buyer, the detail shows its tickets and confirms a bank
 * transfer's receipt; the sales figures. axe finds nothing in German and English, in normal and
 * high contrast.
 *
 * Orders need a buyer, and the shop's pages do not place them yet: this spec runs a server of its
 * own on a private PostgreSQL (as shared-cache.spec.ts does) and places the orders through the
 * box office's own functions on that database, with the server's SECRET_KEY for the ticket codes.
 */
import { sql } from "drizzle-orm";
import { builtinBoxOffice } from "../../src/server/box-office/builtin";
import { recordPayment } from "../../src/server/box-office/payments";
import { makeTicketCode } from "../../src/server/box-office/tickets/code";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { rowsOf } from "../../src/server/search/indexer";
import { expect, expectNoAxeViolations, logIn, test } from "./helpers";
import { logOwnServerOnFailure, type OwnServer, startOwnServer } from "./own-server";
import { type PrivatePostgres, startPostgres } from "./private-postgres";

const port = Number(process.env.E2E_PORT ?? 3100) + 74;
const origin = `http://127.0.0.1:${port}`;
const secretKey = "box-office-staff-e2e-secret-key-long-enough";

let postgres: PrivatePostgres | undefined;
let server: OwnServer | undefined;
let database: DatabaseHandle | undefined;
/** Ticket codes of the paid order, one per test that admits. */
let codes: string[] = [];
const buyers = { paid: "Hedwig Kartenfreundin", pending: "Otto Überweiser" };
let pendingReference = "";
let paidReference = "";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgres();
  server = await startOwnServer({
    port,
    env: { DATABASE_URL: postgres.url, SECRET_KEY: secretKey, SEED_DEMO: "true", RENDITIONS_AHEAD: "false" },
    readyPath: "/de",
    timeout: 200_000,
  });

  // Two orders on a date the demo sells with free seating: one paid by Stripe (its tickets are
  // issued), one awaiting a bank transfer.
  database = await openDatabase({ databaseUrl: postgres.url });
  const { db } = database;
  const [offer] = rowsOf<{ booking_id: number; sales_type: string; price_group: string }>(
    await db.execute(sql`
      select i.booking_id, s.key as sales_type, g.key as price_group
      from performance_inventory i
      join performance_prices p on p.booking_id = i.booking_id
      join sales_types s on s.id = p.sales_type_id
      join price_groups g on g.id = p.price_group_id
      where i.seating = 'free'
      order by i.booking_id, s.position, g.position limit 1`),
  );
  if (!offer) throw new Error("the demo sells no free-seating date");
  const boxOffice = builtinBoxOffice(db);
  const order = async (name: string, quantity: number, paymentMethod: "stripe" | "bank-transfer") => {
    const added = await boxOffice.addToCart(null, {
      performanceId: Number(offer.booking_id),
      salesType: offer.sales_type,
      priceGroup: offer.price_group,
      quantity,
    });
    if (!added.ok) throw new Error(added.error);
    const placed = await boxOffice.placeOrder(added.value.cartToken, {
      idempotencyKey: `box-office-staff-e2e-${name}`,
      email: `${name.split(" ")[0].toLowerCase()}@example.org`,
      name,
      locale: "de",
      totalCents: added.value.cart.totalCents,
      termsVersion: "2026-05",
      paymentMethod,
    });
    if (!placed.ok) throw new Error(placed.error);
    return placed.value;
  };
  const paid = await order(buyers.paid, 4, "stripe");
  paidReference = paid.reference;
  await recordPayment(db, {
    provider: "stripe",
    eventId: `evt_e2e_${paid.reference}`,
    orderId: paid.reference,
    amountCents: paid.totalCents,
    currency: "EUR",
    kind: "paid",
  });
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select t.id from tickets t join orders o on o.id = t.order_id where o.reference = ${paid.reference} order by t.id`),
  );
  codes = ids.map((row) => makeTicketCode(Number(row.id), secretKey));
  pendingReference = (await order(buyers.pending, 1, "bank-transfer")).reference;
});

logOwnServerOnFailure(() => server);

test.afterAll(async () => {
  await database?.close();
  await server?.stop();
  postgres?.stop();
});

const text = {
  de: {
    checkIn: "Einlass",
    code: "Ticketcode",
    check: "Prüfen",
    admitted: "Einlass: gültig",
    already: /Schon eingelassen: .+ am Nordtür/,
    orders: "Bestellungen",
    sales: "Verkauf",
  },
  en: {
    checkIn: "Check-in",
    code: "Ticket code",
    check: "Check",
    admitted: "Admit: valid",
    already: /Already admitted: .+ at Nordtür/,
    orders: "Orders",
    sales: "Sales",
  },
} as const;

async function highContrast(page: import("@playwright/test").Page) {
  await page.context().addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
}

for (const [index, locale] of (["de", "en"] as const).entries()) {
  test(`${locale}: the check-in admits a typed code once and says when and where a repeat was first admitted (normal and high contrast)`, async ({ page }) => {
    await logIn(page, { next: `/admin/${locale}/check-in?door=Nordt%C3%BCr` });
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: text[locale].checkIn })).toBeVisible();
    await expectNoAxeViolations(page);
    const code = main.getByRole("textbox", { name: text[locale].code });
    await code.fill(codes[index].toLowerCase());
    await main.getByRole("button", { name: text[locale].check }).click();
    const answer = main.getByRole("status").filter({ hasText: text[locale].admitted });
    await expect(answer).toBeVisible();
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page);
    await code.fill(codes[index]);
    await main.getByRole("button", { name: text[locale].check }).click();
    await expect(main.getByRole("status").filter({ hasText: text[locale].already })).toBeVisible();
    await highContrast(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the check-in form posts the code and shows the server's answer", async ({ page }) => {
    await logIn(page, { next: "/admin/de/check-in?door=Nordt%C3%BCr" });
    const main = page.locator("main");
    await main.getByRole("textbox", { name: "Ticketcode" }).fill(codes[2]);
    await main.getByRole("button", { name: "Prüfen" }).click();
    await expect(main.getByRole("status")).toContainText("Einlass: gültig");
    await main.getByRole("textbox", { name: "Ticketcode" }).fill(codes[2]);
    await main.getByRole("button", { name: "Prüfen" }).click();
    await expect(main.getByRole("status")).toContainText(/Schon eingelassen: .+ am Nordtür/);
  });

  test("an order's payment is confirmed with a plain form", async ({ page }) => {
    await logIn(page, { next: `/admin/de/orders/${pendingReference}` });
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: `Bestellung ${pendingReference}` })).toBeVisible();
    await main.getByLabel("Bezahlt per").selectOption("bank-transfer");
    await main.getByRole("button", { name: "Zahlungseingang bestätigen" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/de/orders/${pendingReference}\\?done=paid$`));
    await expect(main.getByRole("status")).toContainText("Der Zahlungseingang ist vermerkt");
    await expect(main.locator(".admin-readonly")).toContainText("bezahlt");
  });
});

for (const locale of ["de", "en"] as const) {
  test(`${locale}: orders are found by their buyer, the detail shows tickets with their admission, and the sales figures count them (normal and high contrast)`, async ({
    page,
  }) => {
    await logIn(page, { locale, next: `/admin/${locale}` });
    const nav = page.getByRole("navigation");
    await nav.getByRole("link", { name: text[locale].orders, exact: true }).click();
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1, name: text[locale].orders })).toBeVisible();
    await main.getByRole("searchbox").fill("kartenfreundin");
    await main.getByRole("searchbox").press("Enter");
    await expect(main.getByRole("row")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await main.getByRole("link", { name: paidReference }).click();
    await expect(main.getByRole("heading", { level: 1 })).toContainText(paidReference);
    await expect(main).toContainText(buyers.paid);
    // The first ticket was let in by the check-in test at the north door.
    await expect(main.getByRole("row").filter({ hasText: codes[0] })).toContainText("Nordtür");
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: text[locale].sales, exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: text[locale].sales })).toBeVisible();
    await expect(main.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);
    await highContrast(page);
    for (const path of ["orders", `orders/${paidReference}`, "box-office"]) {
      await page.goto(`/admin/${locale}/${path}`);
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      await expectNoAxeViolations(page);
    }
  });
}
