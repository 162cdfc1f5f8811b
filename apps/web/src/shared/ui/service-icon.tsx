import type { IconPaths } from '../services-catalog';

interface ServiceIconProps {
  icon: IconPaths;
  size?: number;
  className?: string;
}

/** A service's line icon (decorative: the service's title names it). */
export function ServiceIcon({ icon, size = 24, className }: ServiceIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
