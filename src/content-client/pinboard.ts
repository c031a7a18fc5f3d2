/** The pinboard calls of the content client (docs/pinboard.md); both transports implement them. */
import type { Locale } from "../schemas/api";
import type { PinboardAd, PinboardWriteOutcome } from "../schemas/pinboard";
import type { Paged } from "../schemas/programme";

export interface PinboardClient {
  /** Published ads whose ride lies ahead, newest first. */
  pinboardList(locale: Locale, query: { page: number }): Promise<Paged<PinboardAd>>;
  /** One listed ad, or null. */
  pinboardAd(locale: Locale, id: number): Promise<PinboardAd | null>;
  /** Stores an ad unpublished and queues its confirmation mail. `fields` as the form posted them. */
  pinboardCreate(locale: Locale, fields: Record<string, string>, ip: string): Promise<PinboardWriteOutcome>;
  /** Forwards a message to the author of a listed ad. */
  pinboardContact(locale: Locale, id: number, fields: Record<string, string>, ip: string): Promise<PinboardWriteOutcome>;
  /** Publishes the ad a signed link names; false for a forged or spent token. */
  pinboardPublish(locale: Locale, token: string): Promise<boolean>;
}
