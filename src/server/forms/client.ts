/** The in-process transport of the form calls (src/content-client/forms.ts), with the API's rate limits. */
import type { FormsClient } from "../../content-client/forms";
import { createTranslate } from "../../i18n/messages";
import { entryRateLimit, uploadRateLimit } from "../api/forms";
import { hit } from "../api/rate-limit";
import type { Database } from "../db/client";
import type { MailSettings } from "../mail/settings";
import { getFormBySlug, storeUploadFor, submitEntry } from "./forms";

export function createFormsClient(db: Database, mail: MailSettings, onMailQueued?: () => void): FormsClient {
  return {
    form: (locale, slug) => getFormBySlug(db, locale, slug),
    async uploadFormFile(locale, { formId, file, ip }) {
      if (!(await hit(db, `forms-upload:${ip}`, uploadRateLimit.limit, uploadRateLimit.windowMs))) {
        return { ok: false, status: 429, message: createTranslate(locale)("form.rateLimited") };
      }
      return storeUploadFor(db, locale, formId, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    },
    async submitFormEntry(locale, { form, fieldValues, ip }) {
      if (!(await hit(db, `forms-entry:${ip}`, entryRateLimit.limit, entryRateLimit.windowMs))) {
        return { ok: false, status: 429, message: createTranslate(locale)("form.rateLimited"), errors: {} };
      }
      const outcome = await submitEntry(db, mail, { locale, form, fieldValues });
      if (!outcome.ok) return outcome;
      if (outcome.mails) onMailQueued?.();
      return { ok: true, id: outcome.id };
    },
  };
}
