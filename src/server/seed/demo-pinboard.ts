/**
 * Demo ride-share ads for the pinboard (docs/pinboard.md): a few confirmed ads in German and
 * English, dated relative to the day of seeding so that they are listed (an ad is shown while its
 * departure lies ahead) for weeks after a demo installation is set up. Each one passes the same
 * schema a visitor's ad passes, so the demo never shows an ad the site would refuse.
 */
import { berlinDay } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { pinboardAdSchema, type PinboardDirection } from "../../schemas/pinboard";
import type { Database } from "../db/client";
import { pinboardAds } from "../db/schema";

const DAY_MS = 86_400_000;

export interface DemoAd {
  locale: Locale;
  direction: PinboardDirection;
  from: string;
  to: string;
  /** Departure: this many days after seeding, at `time` (Berlin wall-clock time). */
  inDays: number;
  time: string;
  seats: number;
  text: string;
  name: string;
  email: string;
  /** Published this many hours before seeding (the list shows the newest first). */
  publishedHoursAgo: number;
}

export const demoAds: readonly DemoAd[] = [
  {
    locale: "de",
    direction: "offer",
    from: "Köln Hbf",
    to: "Duisburg, Hafenhalle 3",
    inDays: 12,
    time: "17:30",
    seats: 3,
    text: "Ich fahre zur Abendvorstellung in der Hafenhalle und nachts wieder zurück nach Köln. Treffpunkt am Breslauer Platz, Gepäck nur klein. Benzinkosten teilen wir.",
    name: "Jana",
    email: "jana.demo@example.org",
    publishedHoursAgo: 2,
  },
  {
    locale: "en",
    direction: "search",
    from: "Düsseldorf Airport",
    to: "Bochum, Old Freight Station",
    inDays: 19,
    time: "14:00",
    seats: 2,
    text: "Two of us are flying in from Amsterdam for the opening weekend. Is anyone driving from the airport towards Bochum that afternoon? Happy to share fuel and good company.",
    name: "Maarten",
    email: "maarten.demo@example.org",
    publishedHoursAgo: 9,
  },
  {
    locale: "de",
    direction: "search",
    from: "Münster",
    to: "Essen, Zeche Morgenstern",
    inDays: 26,
    time: "16:15",
    seats: 1,
    text: "Suche einen Platz zur Performance in der Kohlenwäsche. Ich bin flexibel, was die Abfahrtszeit angeht, und beteilige mich gern an den Kosten.",
    name: "Lukas",
    email: "lukas.demo@example.org",
    publishedHoursAgo: 26,
  },
  {
    locale: "en",
    direction: "offer",
    from: "Dortmund Central Station",
    to: "Gelsenkirchen, Swan Pond Stage",
    inDays: 33,
    time: "18:45",
    seats: 4,
    text: "Driving to the open-air concert in the city park with room for four. I can pick you up at Dortmund central station; we head home straight after the last encore.",
    name: "Priya",
    email: "priya.demo@example.org",
    publishedHoursAgo: 50,
  },
];

/** The rows of the demo ads, checked by the pinboard's schema at `now`; published before `now`. */
export function demoAdRows(now: Date): (typeof pinboardAds.$inferInsert)[] {
  return demoAds.map((ad) => {
    const input = pinboardAdSchema(ad.locale, now).parse({
      direction: ad.direction,
      from: ad.from,
      to: ad.to,
      date: berlinDay(new Date(now.getTime() + ad.inDays * DAY_MS)),
      time: ad.time,
      seats: String(ad.seats),
      text: ad.text,
      name: ad.name,
      email: ad.email,
    });
    const publishedAt = new Date(now.getTime() - ad.publishedHoursAgo * 3_600_000);
    return {
      direction: input.direction,
      origin: input.from,
      destination: input.to,
      departsAt: input.departsAt,
      seats: input.seats,
      text: input.text,
      authorName: input.name,
      authorEmail: input.email,
      locale: ad.locale,
      // Confirmed a few minutes after writing, as a visitor would from the mail.
      createdAt: new Date(publishedAt.getTime() - 5 * 60_000),
      publishedAt,
    };
  });
}

export async function seedDemoPinboard(db: Pick<Database, "insert">, now = new Date()): Promise<void> {
  await db.insert(pinboardAds).values(demoAdRows(now));
}
