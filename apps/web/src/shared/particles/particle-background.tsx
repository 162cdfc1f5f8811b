import { useEffect, useRef } from 'react';
import type { SpeedClass } from '../network/speed';
import { ParticleGrid } from './particle-grid';
import { LINK_DISTANCE, drawParticles, resizeParticles, stepParticles, type Particle, type Pointer } from './particle-system';
import * as styles from './particle-background.css';

const MAX_FRAMES_PER_STEP = 3; // after a long pause, do not jump across the screen

/**
 * The animated particle background (spec §2 Home). Decorative: hidden from
 * assistive technology and from the pointer. Animates with
 * requestAnimationFrame while the tab is visible; draws a single still frame
 * under `prefers-reduced-motion`. The average frame cost (ms) is written to
 * `data-frame-ms` every 30 frames for performance checks, and what it is
 * doing to `data-state`.
 */
export function ParticleBackground({ speed }: { speed: SpeedClass }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const speedRef = useRef(speed);
  const redrawRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    speedRef.current = speed;
    redrawRef.current();
  }, [speed]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;

    const grid = new ParticleGrid(LINK_DISTANCE);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let pointer: Pointer | null = null;
    let frame = 0;
    let last = 0;
    let costTotal = 0;
    let costFrames = 0;

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      particles = resizeParticles(particles, width, height);
      canvas.dataset.particles = String(particles.length);
    };

    const paint = (now: number) => {
      drawParticles(ctx, particles, grid, width, height, speedRef.current === 'offline', pointer, now);
    };

    const tick = (now: number) => {
      const started = performance.now();
      const frames = last ? Math.min(MAX_FRAMES_PER_STEP, (now - last) / (1000 / 60)) : 1;
      last = now;
      stepParticles(particles, frames, speedRef.current, width, height, pointer, now, grid);
      paint(now);
      costTotal += performance.now() - started;
      if (++costFrames === 30) {
        canvas.dataset.frameMs = (costTotal / costFrames).toFixed(2);
        costTotal = 0;
        costFrames = 0;
      }
      frame = window.requestAnimationFrame(tick);
    };

    // What the animation does now, on `data-state`: animated, paused (hidden tab) or static (reduced motion).
    const showState = () => {
      canvas.dataset.state = reducedMotion.matches ? 'static' : frame ? 'animated' : 'paused';
    };
    const start = () => {
      if (!frame && !reducedMotion.matches && document.visibilityState !== 'hidden') {
        last = 0;
        frame = window.requestAnimationFrame(tick);
      }
      showState();
    };
    const stop = () => {
      if (frame) window.cancelAnimationFrame(frame);
      frame = 0;
      showState();
    };
    const redraw = () => {
      if (!frame) paint(performance.now());
    };

    const onResize = () => {
      resize();
      redraw();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    const onMotionChange = () => {
      if (reducedMotion.matches) {
        stop();
        redraw();
      } else start();
    };
    const onPointer = (event: PointerEvent) => {
      if (reducedMotion.matches) return;
      pointer = { x: event.clientX, y: event.clientY, at: performance.now() };
    };

    resize();
    paint(performance.now());
    redrawRef.current = redraw;
    start();

    window.addEventListener('resize', onResize);
    window.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    reducedMotion.addEventListener('change', onMotionChange);
    return () => {
      stop();
      redrawRef.current = () => undefined;
      window.removeEventListener('resize', onResize);
      window.removeEventListener('pointermove', onPointer);
      document.removeEventListener('visibilitychange', onVisibility);
      reducedMotion.removeEventListener('change', onMotionChange);
    };
  }, []);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" data-speed={speed} data-testid="particle-background" />;
}
