/**
 * The organiser's contact data shown in the footer (invented for the demo; in Bochum, in the Ruhr
 * where the demo programme's venues are). Proper names,
 * addresses and numbers only: labels a visitor reads are in the message catalogues.
 */
export const organiser = {
  name: "Festival der Künste gGmbH",
  street: "Kanalstraße 12",
  postalCode: "44787",
  city: "Bochum",
} as const;

/** A phone number as shown and as dialled (E.164 for tel:/fax: links). */
export interface PhoneNumber {
  display: string;
  dial: string;
}

/** Tickets and information. */
export const phone: PhoneNumber = { display: "+49 234 98765-0", dial: "+49234987650" };
export const fax: PhoneNumber = { display: "+49 234 98765-99", dial: "+492349876599" };
export const email = "info@festival-der-kuenste.example";

export type SocialNetwork = "instagram" | "facebook" | "youtube" | "vimeo";

export const socialLinks: readonly { network: SocialNetwork; name: string; url: string }[] = [
  { network: "instagram", name: "Instagram", url: "https://www.instagram.com/festivalderkuenste/" },
  { network: "facebook", name: "Facebook", url: "https://www.facebook.com/festivalderkuenste/" },
  { network: "youtube", name: "YouTube", url: "https://www.youtube.com/@festivalderkuenste" },
  { network: "vimeo", name: "Vimeo", url: "https://vimeo.com/festivalderkuenste" },
];

/** Sponsor logos from the media library (the names are their alt texts). */
export const sponsors: readonly { name: string; logo: string }[] = [
  { name: "Stiftung Lichtwerk", logo: "demo/logo-lichtwerk.jpg" },
  { name: "Kulturfonds", logo: "demo/logo-kulturfonds.jpg" },
  { name: "Nordhafen Energie", logo: "demo/logo-nordhafen.jpg" },
  { name: "Radio Weitklang", logo: "demo/logo-weitklang.jpg" },
];
