/**
 * Fields whose addresses must be on a host list, with a live check as you type (aria-live polite):
 *
 * - `EmbedWidget`: embed code (`contentMediaType: application/x-embed+html`); the hosts are the
 *   field's `x-embed-hosts`; the src/href addresses in the code are checked against them;
 * - `HostUrlWidget`: a URL whose `pattern` lists the hosts (the video URLs); the URL is checked
 *   with that pattern, and whether the site can play it (src/ui/embed/embed-url.ts `videoEmbed`).
 *
 * The check only informs; the form validator refuses the same things on save.
 */
import type { WidgetProps } from "@rjsf/utils";
import { useMemo } from "react";
import { type EditorTranslate, useEditorI18n } from "../i18n";
import { describedBy, invalid, textInputProps } from "./aria";
import { checkEmbedCode, checkHostUrl } from "./embed-check";

interface Status {
  kind: "ok" | "warning" | "error";
  text: string;
}

/** The live message about embed code, or null while it is empty. */
export function embedStatus(code: string, hosts: readonly string[], t: EditorTranslate): Status | null {
  if (!code.trim()) return null;
  const check = checkEmbedCode(code, hosts);
  const list = hosts.join(", ");
  if (check.blocked.length) return { kind: "error", text: t("form.embed.blocked", { found: check.blocked.join(", "), hosts: list }) };
  if (!check.allowedHost) {
    const others = [...new Set(check.addresses.map((address) => address.host))];
    return {
      kind: "error",
      text: others.length ? t("form.embed.blocked", { found: others.join(", "), hosts: list }) : t("form.embed.none", { hosts: list }),
    };
  }
  return { kind: "ok", text: t("form.embed.ok", { host: check.allowedHost }) };
}

/** The live message about a URL that must be on one of the hosts, or null while it is empty. */
export function hostUrlStatus(url: string, pattern: string, hosts: readonly string[], t: EditorTranslate): Status | null {
  const check = checkHostUrl(url, pattern);
  switch (check.status) {
    case "empty":
      return null;
    case "invalid":
      return { kind: "error", text: t("form.url.invalid") };
    case "blocked":
      return { kind: "error", text: t("form.embed.blocked", { found: check.host, hosts: hosts.join(", ") }) };
    case "ok": {
      const videoHosts = hosts.some((host) => /(?:youtube\.com|youtu\.be|vimeo\.com)$/.test(host));
      if (!videoHosts) return { kind: "ok", text: t("form.embed.ok", { host: check.host }) };
      return check.video
        ? { kind: "ok", text: t("form.url.video", { host: check.host }) }
        : { kind: "warning", text: t("form.url.noVideo", { host: check.host }) };
    }
  }
}

function StatusLine({ id, status }: { id: string; status: Status | null }) {
  // Always in the DOM, so screen readers announce what appears in it.
  return (
    <p id={id} className={`schema-form__status${status ? ` schema-form__status--${status.kind}` : ""}`} aria-live="polite">
      {status ? (
        <>
          <span aria-hidden="true">{status.kind === "ok" ? "✓ " : "⚠ "}</span>
          {status.text}
        </>
      ) : null}
    </p>
  );
}

export function EmbedWidget(props: WidgetProps) {
  const { id, value, options, rawErrors } = props;
  const { t } = useEditorI18n();
  const hosts = useMemo(() => (Array.isArray(options.hosts) ? (options.hosts as string[]) : []), [options.hosts]);
  const code = typeof value === "string" ? value : "";
  const status = useMemo(() => embedStatus(code, hosts, t), [code, hosts, t]);
  const hintId = `${id}__allowed`;
  const statusId = `${id}__check`;
  return (
    <>
      <textarea
        {...textInputProps(props)}
        className="schema-form__input schema-form__textarea schema-form__code"
        rows={6}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={code}
        aria-invalid={invalid(rawErrors) ?? (status?.kind === "error" || undefined)}
        aria-describedby={describedBy(id, rawErrors, options, hintId, statusId)}
      />
      <p id={hintId} className="schema-form__hint">
        {t("form.embed.hint", { hosts: hosts.join(", ") })}
      </p>
      <StatusLine id={statusId} status={status} />
    </>
  );
}

export function HostUrlWidget(props: WidgetProps) {
  const { id, value, options, rawErrors, schema } = props;
  const { t } = useEditorI18n();
  const hosts = useMemo(() => (Array.isArray(options.hosts) ? (options.hosts as string[]) : []), [options.hosts]);
  const url = typeof value === "string" ? value : "";
  const pattern = typeof schema.pattern === "string" ? schema.pattern : "";
  const status = useMemo(() => hostUrlStatus(url, pattern, hosts, t), [url, pattern, hosts, t]);
  const hintId = `${id}__allowed`;
  const statusId = `${id}__check`;
  return (
    <>
      <input
        {...textInputProps(props)}
        type="url"
        inputMode="url"
        className="schema-form__input"
        value={url}
        aria-invalid={invalid(rawErrors) ?? (status?.kind === "error" || undefined)}
        aria-describedby={describedBy(id, rawErrors, options, hintId, statusId)}
      />
      <p id={hintId} className="schema-form__hint">
        {t("form.embed.hint", { hosts: hosts.join(", ") })}
      </p>
      <StatusLine id={statusId} status={status} />
    </>
  );
}
