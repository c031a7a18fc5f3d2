/** The demo contact form (slug kontakt) in both languages, with most field types and a file field. */
import type { Database } from "../db/client";
import { formFields, forms, type LocalisedText } from "../db/schema";

const l = (de: string, en: string): LocalisedText => ({ de, en });

type DemoField = Omit<typeof formFields.$inferInsert, "formId" | "position">;

export const demoFormRecipients = ["redaktion@festival-der-kuenste.example"];

export const demoContactFields: DemoField[] = [
  { slug: "name", fieldType: 1, required: true, label: l("Name", "Name"), placeholderText: l("Vor- und Nachname", "First and last name") },
  { slug: "email", fieldType: 3, required: true, label: l("E-Mail-Adresse", "E-mail address") },
  {
    slug: "topic",
    fieldType: 6,
    required: true,
    label: l("Anliegen", "Topic"),
    choices: [
      { value: "tickets", label: l("Tickets", "Tickets") },
      { value: "press", label: l("Presse", "Press") },
      { value: "other", label: l("Sonstiges", "Other") },
    ],
  },
  {
    slug: "contact_by",
    fieldType: 8,
    required: false,
    default: "email",
    label: l("Antwort bitte per", "Please reply by"),
    choices: [
      { value: "email", label: l("E-Mail", "E-mail") },
      { value: "phone", label: l("Telefon", "Phone") },
    ],
  },
  {
    slug: "interests",
    fieldType: 5,
    label: l("Interessen", "Interests"),
    choices: [
      { value: "theatre", label: l("Theater", "Theatre") },
      { value: "dance", label: l("Tanz", "Dance") },
      { value: "music", label: l("Musik", "Music") },
    ],
  },
  { slug: "message", fieldType: 2, required: true, label: l("Nachricht", "Message"), helpText: l("Höchstens 10.000 Zeichen.", "At most 10,000 characters.") },
  { slug: "visit_date", fieldType: 10, label: l("Geplanter Besuch", "Planned visit") },
  { slug: "attachment", fieldType: 9, label: l("Anhang", "Attachment") },
  { slug: "website", fieldType: 14, label: l("Webseite", "Website"), placeholderText: l("https://", "https://") },
  {
    slug: "privacy",
    fieldType: 4,
    required: true,
    label: l("Ich bin mit der Verarbeitung meiner Angaben einverstanden.", "I agree to my details being processed."),
  },
  { slug: "source", fieldType: 12, default: "website", label: l("Quelle", "Source") },
  { slug: "internal_note", fieldType: 1, visible: false, default: "", label: l("Interne Notiz", "Internal note") },
];

export async function seedDemoForms(db: Pick<Database, "insert">): Promise<void> {
  const [form] = await db
    .insert(forms)
    .values({
      slug: "kontakt",
      title: l("Kontakt", "Contact"),
      intro: l("Schreiben Sie uns – wir antworten in der Regel innerhalb von zwei Werktagen.", "Write to us – we usually answer within two working days."),
      recipients: demoFormRecipients,
    })
    .returning({ id: forms.id });
  await db.insert(formFields).values(demoContactFields.map((field, position) => ({ ...field, formId: form.id, position })));
}
