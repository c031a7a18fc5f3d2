/** /admin opens the overview in German, the site's default language. */
import { redirect } from "react-router";

export const loader = () => redirect("/admin/de");
