/**
 * Cookie consent (spec): categories `required` (always on, cannot be refused), `tracking`,
 * `marketing` and `externalMedia`. A visitor who never chose is `undecided` and sees the dialog,
 * except on the legal pages (imprint, privacy policy) so they can read them first; leaving a legal
 * page for another page shows it. A visitor who `decided` does not see it unless they re-open it
 * from the footer ("Cookie Settings") — or they refused tracking and move from a legal page to
 * another page, which shows it again.
 *
 * Every decision is handed to `persistConsent` in the stored shape. Tracking turned on starts the
 * tag manager 200 ms later (`startTagManager`); tracking turned off reloads the page (`reloadPage`)
 * so scripts already loaded are gone. A returning visitor whose stored choice allows tracking gets
 * the tag manager the same way. The effects are no-ops here: the caller provides them with
 * `consentMachine.provide({ actions })`. `context.externalMedia` unlocks the two-click embeds.
 */
import { assign, setup } from "xstate";
import {
  type ConsentChoices,
  type ConsentContext,
  type ConsentEvent,
  type ConsentInput,
  isLegalPath,
  type StoredConsent,
  TAG_MANAGER_DELAY_MS,
} from "./consent-rules";

export * from "./consent-rules";

const ALL: ConsentChoices = { tracking: true, marketing: true, externalMedia: true };
const NONE: ConsentChoices = { tracking: false, marketing: false, externalMedia: false };

function choicesOf(event: ConsentEvent): ConsentChoices | null {
  switch (event.type) {
    case "consent.acceptAll":
      return ALL;
    case "consent.rejectAll":
      return NONE;
    case "consent.save":
      return { tracking: event.tracking, marketing: event.marketing, externalMedia: event.externalMedia };
    default:
      return null;
  }
}

const toStored = (context: ConsentContext): StoredConsent => ({
  version: 1,
  tracking: context.tracking,
  marketing: context.marketing,
  externalMedia: context.externalMedia,
  decidedAt: context.decidedAt ?? context.now(),
});

const decide = ["applyDecision", { type: "persistConsent", params: ({ context }: { context: ConsentContext }) => toStored(context) }] as const;

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actions: {
    applyDecision: assign(({ context, event }) => ({
      ...(choicesOf(event) ?? {}),
      decidedAt: context.now(),
      dialog: false,
    })),
    openDialog: assign({ dialog: true }),
    closeDialog: assign({ dialog: false }),
    storePath: assign({ path: ({ context, event }) => (event.type === "route.changed" ? event.path : context.path) }),
    /** Undecided: the dialog shows everywhere but on the legal pages. */
    followPath: assign(({ context, event }) => {
      const path = event.type === "route.changed" ? event.path : context.path;
      return { path, dialog: !isLegalPath(path) };
    }),
    persistConsent: (_, _consent: StoredConsent) => {},
    startTagManager: () => {},
    reloadPage: () => {},
  },
  guards: {
    hasDecision: ({ context }) => context.decidedAt !== null,
    trackingOn: ({ context }) => context.tracking,
    trackingOff: ({ context }) => !context.tracking,
    entersLegalPage: ({ event }) => event.type === "route.changed" && isLegalPath(event.path),
    /** Tracking refused and the visitor leaves a legal page for another page. */
    leavesLegalPageWithoutTracking: ({ context, event }) =>
      event.type === "route.changed" && !context.tracking && isLegalPath(context.path) && !isLegalPath(event.path),
  },
}).createMachine({
  id: "consent",
  initial: "checking",
  context: ({ input }) => ({
    required: true,
    ...(input.stored ? { tracking: input.stored.tracking, marketing: input.stored.marketing, externalMedia: input.stored.externalMedia } : NONE),
    decidedAt: input.stored?.decidedAt ?? null,
    path: input.path,
    dialog: false,
    now: input.now ?? (() => new Date().toISOString()),
  }),
  on: {
    // The footer "Cookie Settings" link: the dialog shows the current choices.
    "consent.open": { actions: "openDialog" },
  },
  states: {
    checking: {
      always: [
        { guard: "hasDecision", target: "decided" },
        { target: "undecided", actions: "followPath" },
      ],
    },
    undecided: {
      on: {
        "consent.acceptAll": { target: "decided", actions: decide },
        "consent.rejectAll": { target: "decided", actions: decide },
        "consent.save": { target: "decided", actions: decide },
        "route.changed": { actions: "followPath" },
      },
    },
    decided: {
      initial: "trackingOff",
      on: {
        "consent.acceptAll": { actions: decide },
        "consent.rejectAll": { actions: decide },
        "consent.save": { actions: decide },
        "consent.close": { actions: "closeDialog" },
        "route.changed": [
          { guard: "leavesLegalPageWithoutTracking", actions: ["storePath", "openDialog"] },
          { guard: "entersLegalPage", actions: ["storePath", "closeDialog"] },
          { actions: "storePath" },
        ],
      },
      // The tag manager follows context.tracking: started 200 ms after it turns on, page
      // reloaded when it turns off again.
      states: {
        trackingOff: {
          always: { guard: "trackingOn", target: "trackingStarting" },
        },
        trackingStarting: {
          after: { [TAG_MANAGER_DELAY_MS]: { target: "trackingOn", actions: "startTagManager" } },
          always: { guard: "trackingOff", target: "trackingOff", actions: "reloadPage" },
        },
        trackingOn: {
          always: { guard: "trackingOff", target: "trackingOff", actions: "reloadPage" },
        },
      },
    },
  },
});
