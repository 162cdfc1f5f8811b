import * as styles from './user-name.css';

/**
 * The signed-in user, after a person icon: cut with an ellipsis in a bar (the full name is its
 * title), or wrapped. `textClassName` lets a bar hide the name (not from screen readers) where it is short of room.
 */
export function UserName({ name, wrap = false, textClassName }: { name: string; wrap?: boolean; textClassName?: string }) {
  return (
    <span className={styles.userName} title={name}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
      <span className={[styles.text[wrap ? 'wrapped' : 'cut'], textClassName].filter(Boolean).join(' ')}>{name}</span>
    </span>
  );
}
