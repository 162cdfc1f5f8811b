/** The brand mark: a ship's wheel (decorative; the brand name is the link text). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="9" />
      <circle cx="16" cy="16" r="3" />
      <path d="M16 2v11M16 19v11M2 16h11M19 16h11M6.1 6.1l7.8 7.8M18.1 18.1l7.8 7.8M25.9 6.1l-7.8 7.8M13.9 18.1l-7.8 7.8" strokeLinecap="round" />
    </svg>
  );
}
