/**
 * How the mail viewer names a mail's attachments (docs/mail.md, Attachments): they are rendered
 * when the mail is sent, so the outbox shows their names, not their content.
 */
import type { Translate } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import type { MailSummary } from "../../schemas/mail";

/** "2 Anhänge: a.pdf, b.pdf" / "1 attachment: tickets-X.pdf"; empty for a mail without any. */
export function attachmentsNote(t: Translate, attachments: MailSummary["attachments"]): string {
  if (attachments.length === 0) return "";
  return t(countedKey("mailViewer.attachments", attachments.length), {
    count: attachments.length,
    files: attachments.map((attachment) => attachment.filename).join(", "),
  });
}
