/** Container layouts of spec section 3: column widths out of 12, by layout index. */
export const containerLayouts = [
  { key: "100", columns: [12] },
  { key: "67-33", columns: [8, 4] },
  { key: "33-67", columns: [4, 8] },
  { key: "50-50", columns: [6, 6] },
  { key: "33-33-33", columns: [4, 4, 4] },
  { key: "25-50-25", columns: [3, 6, 3] },
] as const;

export const sectionColours = ["white", "dark-teal", "red", "violet", "burgundy", "light-turquoise", "yellow"] as const;

export function layoutColumns(layout: number): readonly number[] {
  return (containerLayouts[layout] ?? containerLayouts[0]).columns;
}
