import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import * as styles from './visit-work.css';

/**
 * The customer signs on the screen with a finger (or a mouse): pointer events on a canvas, the
 * line drawn in black on white so the PNG reads on paper. `onChange` gets the PNG (base64) once
 * something was drawn, null when cleared.
 */
export function SignaturePad({ onChange }: { onChange: (pngBase64: string | null) => void }) {
  const { t } = useTranslation('portal');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);

  const context = () => {
    const element = canvas.current!;
    // Drawn at the size it is shown, so the line follows the finger.
    if (element.width !== element.clientWidth) {
      element.width = element.clientWidth;
      element.height = element.clientHeight;
    }
    const ctx = element.getContext('2d')!;
    Object.assign(ctx, { lineWidth: 2.5, lineCap: 'round', lineJoin: 'round', strokeStyle: '#000' });
    return ctx;
  };
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const ctx = context();
    ctx.beginPath();
    ctx.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    ctx.lineTo(...point(event));
    ctx.stroke();
    setEmpty(false);
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current!.toDataURL('image/png').split(',')[1]);
  };
  const clear = () => {
    const element = canvas.current!;
    element.getContext('2d')!.clearRect(0, 0, element.width, element.height);
    setEmpty(true);
    onChange(null);
  };

  return (
    <div className={styles.signature}>
      <canvas
        ref={canvas}
        className={styles.signatureCanvas}
        aria-label={t('technician.work.signatureCanvas')}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <Button variant="secondary" size="sm" onClick={clear} disabled={empty}>
        {t('technician.work.clearSignature')}
      </Button>
    </div>
  );
}
