/**
 * The festival's wordmarks as inline SVG (no image requests, they take the text colour so they
 * work on transparent and high-contrast headers). Decorative: the home link around them
 * carries the accessible name.
 */
import type { Locale } from "../../schemas/api";

interface MarkProps {
  className?: string;
}

function Wordmark({ lines, className }: { lines: [string, string]; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 64" width="220" height="64" aria-hidden="true" focusable="false" fill="currentColor">
      <rect x="0" y="4" width="8" height="56" />
      <text x="18" y="28" fontFamily="Georgia, 'Times New Roman', serif" fontSize="26" fontWeight="700" letterSpacing="0.5">
        {lines[0]}
      </text>
      <text x="18" y="56" fontFamily="Georgia, 'Times New Roman', serif" fontSize="22" fontStyle="italic">
        {lines[1]}
      </text>
    </svg>
  );
}

/** „Festival der Künste“ */
export function LogoDe({ className }: MarkProps) {
  return <Wordmark className={className} lines={["Festival", "der Künste"]} />;
}

/** "Festival of the Arts" */
export function LogoEn({ className }: MarkProps) {
  return <Wordmark className={className} lines={["Festival", "of the Arts"]} />;
}

/** Compact mark for small screens: a framed "F". */
export function LogoMobile({ className }: MarkProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M0 0h48v48H0z M4 4v40h40V4z" fillRule="evenodd" />
      <path d="M14 10h22v6H21v7h12v6H21v9h-7z" />
    </svg>
  );
}

/** Both marks; CSS shows the compact one below the medium breakpoint. */
export function Logo({ locale }: { locale: Locale }) {
  const Full = locale === "en" ? LogoEn : LogoDe;
  return (
    <>
      <Full className="masthead__logo-full" />
      <LogoMobile className="masthead__logo-mobile" />
    </>
  );
}
