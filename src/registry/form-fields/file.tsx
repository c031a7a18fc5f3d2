/**
 * A file, uploaded as soon as it is chosen (the form page runs the upload); the hidden fields
 * keep the token and name across a refused post without JavaScript.
 */
import { fileAccept, maxFileBytes } from "../../forms/definition";
import { useI18n } from "../../i18n";
import { LabelledField } from "./frame";
import { defineFieldRenderer, type FieldRendererProps } from "./types";

function FileInput({ field, inputId, aria, label, help, error, upload }: FieldRendererProps) {
  const { t } = useI18n();
  const hintId = `${inputId}-hint`;
  const { attached } = upload;
  return (
    <LabelledField inputId={inputId} label={label} help={help} error={error}>
      <input
        id={inputId}
        {...aria}
        type="file"
        name={field.slug}
        accept={fileAccept}
        aria-describedby={[hintId, aria["aria-describedby"]].filter(Boolean).join(" ")}
        onChange={(event) => upload.choose(event.currentTarget.files?.[0])}
      />
      <p id={hintId} className="visitor-form__help">
        {t("form.fileHint", { max: maxFileBytes / 1024 / 1024 })}
      </p>
      {attached ? (
        <>
          <input type="hidden" name={upload.tokenField} value={attached.token} />
          <input type="hidden" name={`${upload.tokenField}_name`} value={attached.name} />
        </>
      ) : null}
      <p className="visitor-form__file" role="status">
        {upload.uploading ? t("form.fileUploading") : attached ? t("form.fileAttached", { name: attached.name }) : ""}
      </p>
    </LabelledField>
  );
}

export default defineFieldRenderer({ Component: FileInput, focusSuffix: "" });
