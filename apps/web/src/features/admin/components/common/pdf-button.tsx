import { normalizeLanguage } from '@mmt/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPdf } from '../../../../shared/download/download-file';
import { Button, type ButtonProps } from '../../../../shared/ui/button';
import { useToast } from '../../../../shared/ui/toast/toast-context';

interface PdfButtonProps {
  url: string;
  fileName: string;
  /** What the document is, for the console when the download fails ('Invoice'). */
  what: string;
  size?: ButtonProps['size'];
  children: ReactNode;
}

/** Downloads a document's PDF in the language of the page; a failure is said in a toast. */
export function PdfButton({ url, fileName, what, size, children }: PdfButtonProps) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  return (
    <Button
      size={size}
      variant="secondary"
      onClick={() =>
        void downloadPdf(url, fileName, normalizeLanguage(i18n.language)).catch((cause: unknown) => {
          console.error(`${what} download failed`, cause);
          toast({ variant: 'destructive', title: t('form.errorTitle'), description: t('form.downloadFailed') });
        })
      }
    >
      {children}
    </Button>
  );
}
