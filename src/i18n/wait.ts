/**
 * How long a refused caller waits, as a refusal message says it ("in {wait}"): whole seconds
 * under a minute, whole minutes from one minute on, rounded up so the caller is never sent back
 * too early; singular or plural by the language's plural rules.
 */
import type { Locale } from "../schemas/api";
import { createTranslate } from "./messages";

const keys = {
  seconds: { one: "wait.seconds.one", other: "wait.seconds.other" },
  minutes: { one: "wait.minutes.one", other: "wait.minutes.other" },
} as const;

const pluralRules = { de: new Intl.PluralRules("de"), en: new Intl.PluralRules("en") } satisfies Record<Locale, Intl.PluralRules>;

export function waitText(locale: Locale, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [unit, count] = whole < 60 ? (["seconds", whole] as const) : (["minutes", Math.ceil(whole / 60)] as const);
  const form = pluralRules[locale].select(count) === "one" ? "one" : "other";
  return createTranslate(locale)(keys[unit][form], { count });
}
