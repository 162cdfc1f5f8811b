import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu behind a button, as a disclosure: opening moves focus to its first link, Escape or a
 * press outside closes it (Escape returns focus to the button), and so does moving to another page.
 * Spread `buttonProps` on the button and `menuProps` on the menu.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': menuId, onClick: () => setOpen((was) => !was) },
    menuProps: { ref: menuRef, id: menuId, hidden: !open },
  };
}
