import type { Page } from "../../src/schemas/api";

/** A content page as the content service answers it (the home page's), for loader tests. */
export const contentPage: Page = {
  id: 1,
  urls: { de: "/de", en: "/en" },
  content_type: "home",
  title: "Startseite",
  headline: "Festival der Künste",
  is_online: true,
  is_clickable: true,
  in_menu: false,
  in_footer: false,
  meta_title: "",
  meta_description: "",
  og_title: "",
  og_description: "",
  og_image: "",
  og_type: "website",
  og_image_thumbs: {},
  modules: [],
  settings_url: null,
} as unknown as Page;
