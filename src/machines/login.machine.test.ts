import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { StaffUser } from "../schemas/api";
import { type LoginInput, loginMachine } from "./login.machine";

const editor: StaffUser = { email: "editor@festival.example", username: "Redaktion", admin_menus: ["news"], role: "editor" };

/** Starts the machine with a fake user call and waits until the first check settled. */
async function settle(input: LoginInput, fetchUser: () => Promise<StaffUser | null>) {
  const call = vi.fn(fetchUser);
  const actor = createActor(loginMachine.provide({ actors: { fetchUser: fromPromise(call) } }), { input }).start();
  await waitFor(actor, (s) => !s.matches("start") && !s.matches("checking"));
  return { actor, call };
}

describe("login machine", () => {
  it("with a session cookie the user call runs and a valid session logs in", async () => {
    const { actor, call } = await settle({ hasSession: true, editRequested: false }, async () => editor);
    expect(call).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("loggedIn");
    expect(actor.getSnapshot().context).toMatchObject({ user: editor, redirectModal: false });
  });

  it("without a session cookie no user call runs", async () => {
    const { actor, call } = await settle({ hasSession: false, editRequested: false }, async () => editor);
    expect(call).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context.redirectModal).toBe(false);
  });

  it("without a session but with edit requested the redirect modal flag is set", async () => {
    const { actor, call } = await settle({ hasSession: false, editRequested: true }, async () => editor);
    expect(call).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.redirectModal).toBe(true);
    actor.send({ type: "redirectModal.close" });
    expect(actor.getSnapshot().context.redirectModal).toBe(false);
  });

  it("a failed user call shows the redirect modal only when the caller asked for it", async () => {
    for (const fail of [async () => null, async () => Promise.reject(new Error("401"))]) {
      const asked = await settle({ hasSession: true, editRequested: true }, fail);
      expect(asked.actor.getSnapshot().value).toBe("loggedOut");
      expect(asked.actor.getSnapshot().context.redirectModal).toBe(true);
      const notAsked = await settle({ hasSession: true, editRequested: false }, fail);
      expect(notAsked.actor.getSnapshot().value).toBe("loggedOut");
      expect(notAsked.actor.getSnapshot().context.redirectModal).toBe(false);
    }
  });

  it("a 401 while editing opens the login modal; logging in returns to the editor with the new user", async () => {
    const { actor } = await settle({ hasSession: true, editRequested: true }, async () => editor);
    actor.send({ type: "session.expired" });
    expect(actor.getSnapshot().value).toBe("loginRequired");
    expect(actor.getSnapshot().context.loginModal).toBe(true);
    const again = { ...editor, username: "Redaktion 2" };
    actor.send({ type: "login.succeeded", user: again });
    expect(actor.getSnapshot().value).toBe("loggedIn");
    expect(actor.getSnapshot().context).toMatchObject({ loginModal: false, user: again });
  });

  it("cancelling the login modal logs out; a later login from the redirect modal logs in", async () => {
    const { actor } = await settle({ hasSession: true, editRequested: true }, async () => editor);
    actor.send({ type: "session.expired" });
    actor.send({ type: "login.cancelled" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context).toMatchObject({ user: null, loginModal: false });
    actor.send({ type: "login.succeeded", user: editor });
    expect(actor.getSnapshot().context).toMatchObject({ user: editor, redirectModal: false });
  });

  it("logout forgets the user", async () => {
    const { actor } = await settle({ hasSession: true, editRequested: false }, async () => editor);
    actor.send({ type: "logout" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
