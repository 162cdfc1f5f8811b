import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download/download-file';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';

/** Downloads a version's declaración responsable as a PDF (the API's admin-only address). */
export function DeclarationPdfButton({ pdfUrl, version, label }: { pdfUrl: string; version: string; label?: string }) {
  const { t } = useTranslation('admin');
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadFile(pdfUrl, `declaracion-responsable-${version}.pdf`);
    } catch (error) {
      console.error('Declaration download failed', error);
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" disabled={downloading} aria-label={label} onClick={() => void download()}>
        {downloading && <InlineSpinner />}
        {t('declaration.download')}
      </Button>
      {failed && <ErrorAlert>{t('declaration.downloadFailed')}</ErrorAlert>}
    </>
  );
}
