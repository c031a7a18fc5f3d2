/** LIKE/ILIKE patterns with the searched text's own %, _ and \ taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** `%text%`: the rows whose value contains the text. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
