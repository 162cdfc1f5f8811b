import { useEffect, useRef } from 'react';
import { useNetworkStatus } from '../../../shared/network/use-network-status';
import { afterInteractive } from './after-interactive';
import { hostParticles, type ParticleHost } from './particle-host';
import * as styles from './particle-background.css';

/**
 * The animated particle background (spec §2 Home). Decorative: hidden from assistive technology
 * and from the pointer. It starts (particle-host.ts, which runs the frames in a worker where it
 * can) once the page is interactive, so it never competes with the first paint or hydration;
 * under `prefers-reduced-motion` it does not start and the canvas stays empty (it starts if that
 * preference is dropped). `data-state`: waiting, off, animated or paused.
 */
export function ParticleBackground() {
  const { speed } = useNetworkStatus();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const speedRef = useRef(speed);
  const hostRef = useRef<ParticleHost | null>(null);

  useEffect(() => {
    speedRef.current = speed;
    hostRef.current?.speed(speed);
  }, [speed]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let unmounted = false;
    let starting = false;

    // Once started, the host follows the motion preference itself.
    const start = async () => {
      if (starting || reducedMotion.matches) return;
      starting = true;
      reducedMotion.removeEventListener('change', onMotionChange);
      const host = await hostParticles(canvas, speedRef.current);
      if (unmounted) host.stop();
      else hostRef.current = host;
    };
    const onMotionChange = () => void start();

    canvas.dataset.state = reducedMotion.matches ? 'off' : 'waiting';
    const cancelStart = afterInteractive(() => void start());
    reducedMotion.addEventListener('change', onMotionChange);
    return () => {
      unmounted = true;
      cancelStart();
      reducedMotion.removeEventListener('change', onMotionChange);
      hostRef.current?.stop();
      hostRef.current = null;
    };
  }, []);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-speed={speed} data-testid="particle-background" />;
}
