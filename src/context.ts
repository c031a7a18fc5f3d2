/**
 * What the server hands every request's loaders: the content client, the shared page loader,
 * the error reporter and site configuration. Set per request by server/app.ts.
 */
import type { BoxOfficeClient } from "./content-client/box-office";
import type { AccountClient } from "./content-client/account";
import type { AdminClient } from "./content-client/admin";
import type { BoxOfficeAdminClient } from "./content-client/box-office-admin";
import { createContext } from "react-router";
import type { FormsClient } from "./content-client/forms";
import type { ContentClient } from "./content-client/types";
import type { FetchPage } from "./machines/page-loader";
import type { LoginCheck } from "./machines/login.machine";
import type { Page } from "./schemas/api";
import type { SessionCsrf } from "./server/auth/csrf-token";

/**
 * The failures spec section 8 sends to the error-reporting service, unexpected server errors, and
 * script errors of visitors' pages (`browser`, src/server/api/client-errors.ts).
 */
export type ReportArea = "settings" | "home-elements" | "highlights" | "hero" | "teasers" | "server" | "browser";

export type ReportError = (area: ReportArea, error: unknown) => void;

export interface AppContext {
  content: ContentClient;
  pageLoader: { load: (input: Parameters<FetchPage>[0]) => Promise<Page> };
  reportError: ReportError;
  /** The client's address (for limits on failed logins). */
  clientIp: string;
  publicUrl: string;
  /** The ticket shop of this request: the environment's, else the stored setting, else the default (server/app.ts). */
  ticketShopUrl: string;
  /** The form calls (docs/forms.md); absent where a tool or test has no forms. */
  forms?: FormsClient;
  /** The built-in box office (docs/box-office.md); absent where the site only links to an external shop. */
  boxOffice?: BoxOfficeClient;
  /** The staff admin's reads (docs/admin.md); absent where a tool or test has no admin. */
  admin?: AdminClient;
  /** The box office's staff calls (check-in, sales, orders); absent where a tool or test has no admin. */
  boxOfficeAdmin?: BoxOfficeAdminClient;
  /** The staff member's own two-factor login (the login screen's account step); absent where a tool or test has no admin. */
  account?: AccountClient;
  /** The CSRF tokens of staff sessions (docs/security.md), keyed with the server secret. */
  csrf: SessionCsrf;
  /**
   * The `sha384-…` integrity of a built asset by its path (`/assets/…`), or undefined: module
   * preloads of a visitor's page carry it, so that its policy allows them by hash (src/csp.server.ts).
   */
  assetIntegrity?: (path: string) => string | undefined;
  /** A built stylesheet's bytes as latin1 text by its path (`/assets/…css`), or undefined: a visitor's page carries its stylesheets inline (src/inline-css.server.ts). */
  stylesheet?: (path: string) => string | undefined;
  /**
   * What this request's page had to do without (a failed read, a module that failed to render):
   * such a page is sent with `no-store`, so that no cache keeps it (docs/caching.md).
   */
  incomplete?: Set<string>;
}

export const appContext = createContext<AppContext>();

/** Who is asking: the staff user of the request's session (null for visitors), set by the root middleware. */
export const staffContext = createContext<LoginCheck>({ user: null, redirectModal: false });
