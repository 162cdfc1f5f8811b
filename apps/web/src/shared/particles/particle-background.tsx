import { useEffect, useRef } from 'react';
import type { SpeedClass } from '../network/speed';
import { afterInteractive } from './after-interactive';
import type { ParticleAnimation } from './particle-animation';
import * as styles from './particle-background.css';

/**
 * The animated particle background (spec §2 Home). Decorative: hidden from assistive technology
 * and from the pointer. Its code (particle-animation.ts) is loaded once the page is interactive,
 * so it never competes with the first paint or hydration, and not at all under
 * `prefers-reduced-motion` (the canvas stays empty; it starts if that preference is dropped).
 * `data-state`: waiting, off (reduced motion), animated or paused (hidden tab).
 */
export function ParticleBackground({ speed }: { speed: SpeedClass }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const speedRef = useRef(speed);
  const animationRef = useRef<ParticleAnimation | null>(null);

  useEffect(() => {
    speedRef.current = speed;
    animationRef.current?.redraw();
  }, [speed]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let unmounted = false;

    const start = async () => {
      if (animationRef.current || reducedMotion.matches) return;
      const { animateParticles } = await import('./particle-animation');
      if (unmounted || animationRef.current || reducedMotion.matches) return;
      animationRef.current = animateParticles(canvas, () => speedRef.current);
    };
    const stop = () => {
      animationRef.current?.destroy();
      animationRef.current = null;
    };
    const onMotionChange = () => {
      if (reducedMotion.matches) {
        stop();
        canvas.dataset.state = 'off';
      } else void start();
    };

    canvas.dataset.state = reducedMotion.matches ? 'off' : 'waiting';
    const cancelStart = afterInteractive(() => void start());
    reducedMotion.addEventListener('change', onMotionChange);
    return () => {
      unmounted = true;
      cancelStart();
      stop();
      reducedMotion.removeEventListener('change', onMotionChange);
    };
  }, []);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-speed={speed} data-testid="particle-background" />;
}
