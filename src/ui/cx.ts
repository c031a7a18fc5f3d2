/** Joins class names, skipping empty and false values. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(" ");
