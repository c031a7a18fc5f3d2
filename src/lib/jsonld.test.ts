import { describe, expect, it } from "vitest";
import type { Production } from "../schemas/programme";
import { eventJsonLd, eventsJsonLd, serializeJsonLd } from "./jsonld";
import { booking } from "./programme-fixtures.test-helper";

const SITE = "https://www.festival.example";

/**
 * The schema.org definitions the builders rely on (schema.org vocabulary, version 29):
 * each type's parent and the properties it adds, with the types each property's value may
 * take. "Text", "URL", "DateTime", "Date" and "Language" values are strings; an enumeration
 * value is the URL of one of its members.
 */
type Range = "Text" | "URL" | "DateTime" | "Date" | string;
const vocabulary: Record<string, { parent?: string; properties: Record<string, Range[]> }> = {
  Thing: {
    properties: { name: ["Text"], description: ["Text"], url: ["URL"], image: ["URL", "ImageObject"], sameAs: ["URL"] },
  },
  Event: {
    parent: "Thing",
    properties: {
      startDate: ["Date", "DateTime"],
      endDate: ["Date", "DateTime"],
      eventStatus: ["EventStatusType"],
      eventAttendanceMode: ["EventAttendanceModeEnumeration"],
      location: ["Place", "PostalAddress", "Text", "VirtualLocation"],
      offers: ["Offer", "Demand"],
      performer: ["Person", "Organization"],
      organizer: ["Person", "Organization"],
      inLanguage: ["Text", "Language"],
    },
  },
  ExhibitionEvent: { parent: "Event", properties: {} },
  Place: { parent: "Thing", properties: { address: ["PostalAddress", "Text"] } },
  Intangible: { parent: "Thing", properties: {} },
  StructuredValue: { parent: "Intangible", properties: {} },
  ContactPoint: { parent: "StructuredValue", properties: {} },
  PostalAddress: {
    parent: "ContactPoint",
    properties: {
      streetAddress: ["Text"],
      postalCode: ["Text"],
      addressLocality: ["Text"],
      addressRegion: ["Text"],
      addressCountry: ["Country", "Text"],
    },
  },
  Offer: {
    parent: "Intangible",
    properties: { availability: ["ItemAvailability"], price: ["Text"], priceCurrency: ["Text"], validFrom: ["Date", "DateTime"] },
  },
  Organization: { parent: "Thing", properties: {} },
  PerformingGroup: { parent: "Organization", properties: {} },
};
const enumerations: Record<string, string[]> = {
  EventStatusType: ["EventCancelled", "EventMovedOnline", "EventPostponed", "EventRescheduled", "EventScheduled"],
  EventAttendanceModeEnumeration: ["MixedEventAttendanceMode", "OfflineEventAttendanceMode", "OnlineEventAttendanceMode"],
  ItemAvailability: [
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "SoldOut",
  ],
};

const isA = (type: string, ancestor: string): boolean =>
  type === ancestor || (vocabulary[type]?.parent !== undefined && isA(vocabulary[type].parent as string, ancestor));

function rangeOf(type: string, property: string): Range[] | undefined {
  for (let current: string | undefined = type; current; current = vocabulary[current]?.parent) {
    const range = vocabulary[current]?.properties[property];
    if (range) return range;
  }
  return undefined;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Every problem of a node against the table, as "path: message". */
function validate(node: unknown, path = "$"): string[] {
  if (typeof node !== "object" || node === null) return [`${path}: not an object`];
  const { "@type": type, "@context": _context, "@id": id, ...properties } = node as Record<string, unknown>;
  if (typeof type !== "string" || !vocabulary[type]) return [`${path}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  if (id !== undefined && (typeof id !== "string" || !URL.canParse(id))) problems.push(`${path}.@id: not a URL`);
  for (const [property, value] of Object.entries(properties)) {
    const range = rangeOf(type, property);
    if (!range) {
      problems.push(`${path}.${property}: not a property of ${type}`);
      continue;
    }
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const where = Array.isArray(value) ? `${path}.${property}[${index}]` : `${path}.${property}`;
      if (typeof item === "object" && item !== null) {
        const itemType = (item as { "@type"?: string })["@type"] ?? "";
        if (!range.some((allowed) => isA(itemType, allowed))) problems.push(`${where}: ${itemType} is not one of ${range.join(", ")}`);
        problems.push(...validate(item, where));
      } else if (typeof item === "string") {
        const enumeration = range.find((allowed) => enumerations[allowed]);
        if (enumeration) {
          const member = item.replace(/^https:\/\/schema\.org\//, "");
          if (member === item || !enumerations[enumeration].includes(member)) problems.push(`${where}: ${item} is not a ${enumeration}`);
        } else if (range.includes("URL") && !range.includes("Text") && !URL.canParse(item)) {
          problems.push(`${where}: not a URL`);
        } else if (range.includes("DateTime") && !isoDateTime.test(item)) {
          problems.push(`${where}: not an ISO 8601 date-time with offset`);
        } else if (!range.some((allowed) => ["Text", "URL", "Date", "DateTime", "Language"].includes(allowed))) {
          problems.push(`${where}: a string where ${range.join(", ")} is expected`);
        }
      } else {
        problems.push(`${where}: unexpected ${typeof item}`);
      }
    }
  }
  return problems;
}

/** Google's event results: name, startDate and a location with an address are required. */
function googleEventProblems(event: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!event.name) problems.push("name missing");
  if (typeof event.startDate !== "string" || !isoDateTime.test(event.startDate)) problems.push("startDate missing or without offset");
  const location = event.location as { name?: string; address?: Record<string, string> } | undefined;
  if (!location?.name) problems.push("location.name missing");
  if (!location?.address?.streetAddress || !location.address.addressLocality) problems.push("location.address incomplete");
  return problems;
}

const production = {
  teaser: "Ein Abend über Wasser und Körper.",
  description: "<p>Lang</p>",
  images: [
    { path: "/media/productions/welle-1.jpg", alt: "" },
    { path: "/media/productions/welle-2.jpg", alt: "" },
  ],
} as Production;

describe("eventJsonLd", () => {
  it("builds a complete Event of a booking", () => {
    expect(eventJsonLd(booking({ id: 4 }), production, SITE, "de")).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      "@id": "https://www.festival.example/de/api/bookings/4/ics/#event",
      name: "Die Welle",
      url: "https://www.festival.example/de/programm/die-welle/7",
      startDate: "2025-08-21T19:30:00+02:00",
      endDate: "2025-08-21T21:00:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Alte Feuerwache",
        url: "https://www.festival.example/de/spielorte/alte-feuerwache/3",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Brückenstraße 2",
          postalCode: "68167",
          addressLocality: "Mannheim",
          addressCountry: "DE",
        },
      },
      offers: { "@type": "Offer", url: "https://tickets.example.org/event/4", availability: "https://schema.org/InStock" },
      image: ["https://www.festival.example/media/productions/welle-1.jpg", "https://www.festival.example/media/productions/welle-2.jpg"],
      description: "Ein Abend über Wasser und Körper.",
      performer: { "@type": "PerformingGroup", name: "Kompanie Nord" },
      organizer: { "@type": "Organization", name: "Festival der Künste", url: "https://www.festival.example/de" },
      inLanguage: "de",
    });
  });

  it.each([
    ["scheduled", "https://schema.org/EventScheduled"],
    ["cancelled", "https://schema.org/EventCancelled"],
    ["postponed", "https://schema.org/EventPostponed"],
  ] as const)("maps status %s to %s", (status, expected) => {
    expect(eventJsonLd(booking({ id: 1, status }), undefined, SITE, "en").eventStatus).toBe(expected);
  });

  it("sold out, no ticket link, no end, no artist, no production: only what is known", () => {
    const soldOut = eventJsonLd(booking({ id: 2, tickets_available: false }), undefined, SITE, "en");
    expect(soldOut.offers).toEqual({ "@type": "Offer", url: "https://tickets.example.org/event/2", availability: "https://schema.org/SoldOut" });
    expect(soldOut.image).toEqual(["https://www.festival.example/media/productions/welle.jpg"]);
    expect(soldOut.organizer).toMatchObject({ name: "Festival of the Arts", url: "https://www.festival.example/en" });
    expect(soldOut.url).toBe("https://www.festival.example/en/programme/the-wave/7");
    const bare = booking({ id: 3, ticket_url: null, end: null });
    bare.production = { ...bare.production, artist: "", image: null };
    const event = eventJsonLd(bare, undefined, SITE, "de") as unknown as Record<string, unknown>;
    for (const absent of ["offers", "endDate", "performer", "image", "description"]) expect(event).not.toHaveProperty(absent);
    expect(validate(event)).toEqual([]);
    expect(googleEventProblems(event)).toEqual([]);
  });

  it("an exhibition is an ExhibitionEvent", () => {
    expect(eventJsonLd(booking({ id: 5, kind: "exhibition" }), undefined, SITE, "de")["@type"]).toBe("ExhibitionEvent");
  });
});

describe("validity against the schema.org vocabulary", () => {
  const samples = [
    eventJsonLd(booking({ id: 1 }), production, SITE, "de"),
    eventJsonLd(booking({ id: 2, status: "cancelled", tickets_available: false, kind: "exhibition" }), undefined, SITE, "en"),
    eventJsonLd(booking({ id: 3, status: "postponed", end: null, ticket_url: null }), undefined, SITE, "en"),
  ];

  it("uses only properties its types define, with values of the allowed types", () => {
    for (const sample of samples) expect(validate(sample)).toEqual([]);
  });

  it("has every field Google's event results require", () => {
    for (const sample of samples) expect(googleEventProblems(sample as unknown as Record<string, unknown>)).toEqual([]);
  });

  it("the validator catches what it is meant to", () => {
    const broken = {
      ...samples[0],
      startTime: "19:30",
      eventStatus: "Scheduled",
      location: { "@type": "Offer", name: "x" },
      offers: { "@type": "Offer", availability: "https://schema.org/InStock", colour: "red" },
    };
    expect(validate(broken).sort()).toEqual([
      "$.eventStatus: Scheduled is not a EventStatusType",
      "$.location: Offer is not one of Place, PostalAddress, Text, VirtualLocation",
      "$.offers.colour: not a property of Offer",
      "$.startTime: not a property of Event",
    ]);
    expect(validate({ ...samples[0], startDate: "21.08.2025" })).toEqual(["$.startDate: not an ISO 8601 date-time with offset"]);
    expect(googleEventProblems({ name: "x" })).toHaveLength(3);
  });

  it("a graph of events: every node valid", () => {
    const graph = eventsJsonLd([booking({ id: 1 }), booking({ id: 2 })], undefined, SITE, "de") as { "@context": string; "@graph": unknown[] };
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"]).toHaveLength(2);
    for (const node of graph["@graph"]) expect(validate(node)).toEqual([]);
  });
});

describe("serializeJsonLd", () => {
  it("escapes what could end the script element and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(data);
  });
});
