/**
 * What the server hands every request's loaders: the content client, the shared page loader
 * and site configuration. Set per request by server/index.ts.
 */
import { createContext } from "react-router";
import type { ContentClient } from "./content-client/types";
import type { FetchPage } from "./machines/page-loader";
import type { Page } from "./schemas/api";

export interface AppContext {
  content: ContentClient;
  pageLoader: { load: (input: Parameters<FetchPage>[0]) => Promise<Page> };
  publicUrl: string;
  ticketShopUrl: string;
}

export const appContext = createContext<AppContext>();
