import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { description, renderForm, save, settle } from "./test-helpers";

const csrf = "c".repeat(43);
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  document.cookie = `csrftoken=${csrf}; path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "csrftoken=; path=/; max-age=0";
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const image = (name = "plakat.jpg", type = "image/jpeg", size = 1000) => new File([new Uint8Array(size)], name, { type });

async function choose(input: HTMLElement, file: File) {
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  await settle();
}

describe("image field", () => {
  it("uploads with the CSRF header and sets the returned path", async () => {
    fetchMock.mockResolvedValue(json({ path: "uploads/2025/plakat.jpg", url: "/media/uploads/2025/plakat.jpg" }, 201));
    const { onSubmit } = renderForm("image");
    const input = screen.getByLabelText("Bild hochladen");
    await choose(input, image());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/de/api/temp-files/");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["X-CSRFToken"]).toBe(csrf);
    expect(((init.body as FormData).get("file") as File).name).toBe("plakat.jpg");

    expect(screen.getByText("Aktuelles Bild: uploads/2025/plakat.jpg")).toBeTruthy();
    expect(description(input)).toContain("Bild hochgeladen: uploads/2025/plakat.jpg");
    const thumb = document.querySelector(".schema-form__thumb") as HTMLImageElement;
    expect(thumb.getAttribute("src")).toBe("/media/r/full/320/uploads/2025/plakat.jpg");
    await save();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ image: "uploads/2025/plakat.jpg" });
  });

  it("shows upload errors in the page language", async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 413, message: "Payload Too Large" }, 413));
    fetchMock.mockResolvedValueOnce(json({ status: 403, message: "CSRF" }, 403));
    renderForm("image", {}, "en");
    const input = screen.getByLabelText("Upload an image");
    await choose(input, image());
    expect(description(input)).toContain("The file is too large (at most 15 MB).");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await choose(input, image());
    expect(description(input)).toContain("Your session has expired");
    // Refused before sending: not an image, too large.
    await choose(input, image("notes.pdf", "application/pdf"));
    expect(description(input)).toContain("This file format is not supported.");
    await choose(input, image("huge.jpg", "image/jpeg", 15 * 1024 * 1024 + 1));
    expect(description(input)).toContain("The file is too large");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says so when the server refuses an image for its number of pixels", async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 422, reason: "pixels", message: "too many pixels" }, 422));
    fetchMock.mockResolvedValueOnce(json({ status: 422, message: "Unprocessable" }, 422));
    renderForm("image", {}, "en");
    const input = screen.getByLabelText("Upload an image");
    await choose(input, image("panorama.png", "image/png"));
    expect(description(input)).toContain("The image has too many pixels (at most 50 megapixels). Please scale it down and upload it again.");
    await choose(input, image("broken.png", "image/png"));
    expect(description(input)).toContain("This file format is not supported.");
  });

  it("chooses from the media library by keyboard and removes the image", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("q=plakat")
        ? json({ results: [{ path: "demo/plakat.jpg", url: "/media/demo/plakat.jpg", width: 800, height: 600 }] })
        : json({
            results: [
              { path: "demo/hero.jpg", url: "/media/demo/hero.jpg", width: 1600, height: 900 },
              { path: "demo/team.png", url: "/media/demo/team.png", width: 1200, height: 800 },
            ],
          }),
    );
    const { onSubmit } = renderForm("full-teaser", { value: { headline: "H", text: "T", image: "demo/old.jpg" } });
    expect(screen.getByText("Aktuelles Bild: demo/old.jpg")).toBeTruthy();
    const group = screen.getByRole("group", { name: "Bild" });
    const open = within(group).getByRole("button", { name: "Aus der Mediathek wählen" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    await settle();
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(fetchMock.mock.calls[0][0]).toBe("/de/pageeditor-api/media?q=");
    expect((fetchMock.mock.calls[0][1] as RequestInit).credentials).toBe("include");

    const listbox = within(group).getByRole("listbox", { name: "Bilder der Mediathek" });
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["demo/hero.jpg", "demo/team.png"]);
    expect(options[0].tabIndex).toBe(0);
    options[0].focus();
    fireEvent.keyDown(options[0], { key: "ArrowRight" });
    expect(document.activeElement).toBe(options[1]);
    fireEvent.keyDown(options[1], { key: "Enter" });
    await settle();
    expect(screen.getByText("Aktuelles Bild: demo/team.png")).toBeTruthy();
    expect(document.activeElement).toBe(open);

    // Search narrows the list.
    fireEvent.click(open);
    await settle();
    fireEvent.change(within(group).getByLabelText("Mediathek durchsuchen"), { target: { value: "plakat" } });
    await settle(300);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe("/de/pageeditor-api/media?q=plakat");
    expect(
      within(group)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["demo/plakat.jpg"]);
    fireEvent.keyDown(within(group).getByRole("listbox"), { key: "Escape" });
    expect(within(group).queryByRole("listbox")).toBeNull();

    await save();
    expect(onSubmit.mock.calls[0][0].image).toBe("demo/team.png");
    fireEvent.click(within(group).getByRole("button", { name: "Bild entfernen" }));
    await settle();
    expect(within(group).getByText("Kein Bild gewählt.")).toBeTruthy();
    await save();
    expect(onSubmit.mock.calls[1][0].image).toBeUndefined();
  });
});
