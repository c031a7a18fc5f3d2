/** Components under test render in both languages: the browser-like environment loads both catalogues up front, as the server does. */
import { loadCatalogue } from "../../src/i18n";

await Promise.all([loadCatalogue("de"), loadCatalogue("en")]);
