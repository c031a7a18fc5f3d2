import { describe, expect, it } from "vitest";
import type { Page } from "./api";
import { isEditablePage, renderedPage, renderedSections, withRenderedSections } from "./tree";

const page: Page = {
  id: 3,
  urls: { de: "/de/festival", en: "/en/festival" },
  content_type: "default",
  title: "Festival",
  headline: "Das Festival",
  is_online: true,
  is_clickable: true,
  in_menu: true,
  in_footer: false,
  meta_title: "",
  meta_description: "",
  og_title: "",
  og_description: "",
  og_image: null,
  og_type: "website",
  og_image_thumbs: {},
  settings_url: "/admin/pages/3",
  modules: [
    {
      id: 7,
      slug: "festival-1",
      module: "section",
      model: {
        colour: "white",
        layout: 0,
        columns: [
          {
            index: 0,
            children: [
              {
                id: 11,
                slug: "faq-11",
                module: "faq",
                model: { title: "Fragen" },
                parent: null,
                order: 0,
                children: [
                  { id: 12, slug: "faq-item-12", module: "faq-item", model: { question: "Wann?" }, parent: 11, order: 0, children: [], invalid: ["answer"] },
                ],
              },
            ],
          },
        ],
      },
      parent: null,
      order: 0,
      content_type: null,
      object_id: null,
      revision: 4,
    },
  ],
};

describe("what a visitor's page carries", () => {
  it("keeps what renderers see and leaves out the editor's fields, at every depth", () => {
    const rendered = renderedPage(page);
    expect(rendered).not.toHaveProperty("is_online");
    expect(rendered).not.toHaveProperty("in_menu");
    expect(rendered).not.toHaveProperty("in_footer");
    expect(rendered).not.toHaveProperty("settings_url");
    expect(rendered.title).toBe("Festival");
    expect(rendered.modules).toEqual([
      {
        id: 7,
        slug: "festival-1",
        module: "section",
        model: {
          colour: "white",
          layout: 0,
          columns: [
            {
              index: 0,
              children: [
                {
                  id: 11,
                  slug: "faq-11",
                  module: "faq",
                  model: { title: "Fragen" },
                  children: [{ id: 12, slug: "faq-item-12", module: "faq-item", model: { question: "Wann?" }, children: [], invalid: ["answer"] }],
                },
              ],
            },
          ],
        },
      },
    ]);
  });

  it("tells the editor's whole page from a visitor's", () => {
    expect(isEditablePage(page)).toBe(true);
    expect(isEditablePage(renderedPage(page))).toBe(false);
  });

  it("gives an item's body as rendered, the rest as it is", () => {
    const production = { id: 40, title: "Stück", modules: page.modules };
    expect(withRenderedSections(production)).toEqual({ id: 40, title: "Stück", modules: renderedSections(page.modules) });
  });
});
