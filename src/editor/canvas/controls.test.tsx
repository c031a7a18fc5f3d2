import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IconButton, MoreMenu } from "./controls";
import { icons } from "./icons";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("canvas controls", () => {
  it("an icon button draws an SVG icon, is named by its label and shows it as a tooltip", () => {
    const onClick = vi.fn();
    render(<IconButton control="edit" icon="edit" label="Überschrift bearbeiten" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Überschrift bearbeiten" });
    expect(button.dataset.tooltip).toBe("Überschrift bearbeiten");
    expect(button.querySelector("svg path")?.getAttribute("d")).toBe(icons.edit);
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(button.textContent).toBe("");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("the more menu follows the menu button pattern: arrows, Home/End, Escape closes and focus returns", async () => {
    const copy = vi.fn();
    const remove = vi.fn();
    render(
      <MoreMenu
        label="Weitere Aktionen für Text"
        items={[
          { control: "copy", label: "Text kopieren", icon: "copy", onSelect: copy },
          { control: "off", label: "Nicht möglich", icon: "up", onSelect: vi.fn(), disabled: true },
          { control: "delete", label: "Text löschen", icon: "delete", onSelect: remove, danger: true },
        ]}
      />,
    );
    const button = screen.getByRole("button", { name: "Weitere Aktionen für Text" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();

    await act(async () => fireEvent.click(button));
    const menu = screen.getByRole("menu", { name: "Weitere Aktionen für Text" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Text kopieren", "Nicht möglich", "Text löschen"]);
    expect(document.activeElement).toBe(items[0]);
    // The disabled entry is skipped; the arrows wrap around.
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: "Home" });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement).toBe(items[2]);

    await act(async () => fireEvent.keyDown(menu, { key: "Escape" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    expect(remove).not.toHaveBeenCalled();

    // The arrow key on the button opens it too; choosing an entry runs it, closes and returns focus.
    await act(async () => fireEvent.keyDown(button, { key: "ArrowDown" }));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Text löschen" })));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    // A disabled entry does nothing.
    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Nicht möglich" })));
    expect(screen.getByRole("menu")).toBeTruthy();
    expect(copy).not.toHaveBeenCalled();
  });
});
