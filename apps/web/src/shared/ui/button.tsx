import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariants } from './button-class';

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
