/** Components under test render in both languages: the browser-like environment loads every catalogue up front, as the server does. */
import { loadAllCatalogues } from "../../src/i18n";

await loadAllCatalogues();
