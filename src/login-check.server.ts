/**
 * The first run of the login machine, on the server for every request (spec section 4, Login):
 * the user call runs only with a session cookie, and the redirect modal is flagged when edit
 * mode was asked for without a valid session.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import type { ContentClient } from "./content-client/types";
import { hasSessionCookie } from "./lib/session-cookie";
import { type LoginCheck, loginMachine } from "./machines/login.machine";
import type { Locale } from "./schemas/api";

const visitor: LoginCheck = { user: null, redirectModal: false };

export async function checkLogin(content: ContentClient, locale: Locale, cookie: string | null, editRequested: boolean): Promise<LoginCheck> {
  const hasSession = hasSessionCookie(cookie);
  // Most requests: no session and no edit mode. The machine would answer exactly this, so no
  // actor is started for them.
  if (!hasSession && !editRequested) return visitor;
  const machine = loginMachine.provide({
    actors: { fetchUser: fromPromise(() => content.user(locale, cookie ?? undefined)) },
  });
  const actor = createActor(machine, { input: { hasSession, editRequested } }).start();
  const { context } = await waitFor(actor, (s) => !s.matches("start") && !s.matches("checking"));
  actor.stop();
  return { user: context.user, redirectModal: context.redirectModal };
}
