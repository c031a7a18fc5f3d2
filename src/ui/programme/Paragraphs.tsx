/** A plain text from the content service as paragraphs (a blank line starts a new one). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of one text have no identity but their place.
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
