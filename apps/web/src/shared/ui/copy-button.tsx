import { useState } from 'react';
import { Button } from './button';
import { useToast } from './toast/toast-context';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** Shown on the button once copied. */
  copiedLabel: string;
  /** The toast when the browser refuses (no clipboard permission): what to do instead. */
  failedLabel: string;
}

/** Copies `text` to the clipboard; says so on the button, or says what to do when it cannot. */
export function CopyButton({ text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const { toast } = useToast();
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
    } catch {
      toast({ variant: 'destructive', title: failedLabel });
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {copied === text ? copiedLabel : label}
    </Button>
  );
}
