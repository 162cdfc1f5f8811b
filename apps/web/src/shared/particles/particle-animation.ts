import type { SpeedClass } from '../network/speed';
import { ParticleGrid } from './particle-grid';
import { LINK_DISTANCE, drawParticles, resizeParticles, stepParticles, type Particle, type Pointer } from './particle-system';

const MAX_FRAMES_PER_STEP = 3; // after a long pause, do not jump across the screen

export interface ParticleAnimation {
  /** Paints the particles again now (the speed class changed) when no frame is scheduled. */
  redraw(): void;
  /** Stops for good and clears the canvas. */
  destroy(): void;
}

/**
 * Animates the particles on the canvas with requestAnimationFrame while the tab is visible.
 * Loaded by ParticleBackground once the page is interactive and motion is welcome. The average
 * frame cost (ms) is written to `data-frame-ms` every 30 frames for performance checks, and what it
 * is doing to `data-state` (animated, paused while the tab is hidden).
 */
export function animateParticles(canvas: HTMLCanvasElement, currentSpeed: () => SpeedClass): ParticleAnimation {
  const ctx = canvas.getContext('2d');
  if (!ctx) return { redraw: () => undefined, destroy: () => undefined };

  const grid = new ParticleGrid(LINK_DISTANCE);
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
    drawParticles(ctx, particles, grid, width, height, currentSpeed() === 'offline', pointer, now);
  };

  const tick = (now: number) => {
    const started = performance.now();
    const frames = last ? Math.min(MAX_FRAMES_PER_STEP, (now - last) / (1000 / 60)) : 1;
    last = now;
    stepParticles(particles, frames, currentSpeed(), width, height, pointer, now, grid);
    paint(now);
    costTotal += performance.now() - started;
    if (++costFrames === 30) {
      canvas.dataset.frameMs = (costTotal / costFrames).toFixed(2);
      costTotal = 0;
      costFrames = 0;
    }
    frame = window.requestAnimationFrame(tick);
  };

  const start = () => {
    if (!frame && document.visibilityState !== 'hidden') {
      last = 0;
      frame = window.requestAnimationFrame(tick);
    }
    canvas.dataset.state = frame ? 'animated' : 'paused';
  };
  const stop = () => {
    if (frame) window.cancelAnimationFrame(frame);
    frame = 0;
    canvas.dataset.state = 'paused';
  };
  const redraw = () => {
    if (!frame) paint(performance.now());
  };

  const onResize = () => {
    resize();
    redraw();
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
  const onPointer = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY, at: performance.now() };
  };

  resize();
  paint(performance.now());
  start();
  window.addEventListener('resize', onResize);
  window.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);

  return {
    redraw,
    destroy: () => {
      stop();
      window.removeEventListener('resize', onResize);
      window.removeEventListener('pointermove', onPointer);
      document.removeEventListener('visibilitychange', onVisibility);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      delete canvas.dataset.particles;
      delete canvas.dataset.frameMs;
    },
  };
}
