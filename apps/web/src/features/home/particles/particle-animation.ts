import type { SpeedClass } from '../../../shared/network/speed';
import { ParticleGrid } from './particle-grid';
import { LINK_DISTANCE, drawParticles, resizeParticles, stepParticles, type Particle, type Pointer } from './particle-system';

const MAX_FRAMES_PER_STEP = 3; // after a long pause, do not jump across the screen

// Workers of some browsers have no requestAnimationFrame: a 60 Hz timer there.
const nextFrame: (callback: (now: number) => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(() => callback(performance.now()), 1000 / 60) as unknown as number;
const cancelFrame: (id: number) => void = typeof cancelAnimationFrame === 'function' ? (id) => cancelAnimationFrame(id) : (id) => clearTimeout(id);

/** What the animation tells the page (it writes them on the canvas element as data attributes). */
export interface ParticleReport {
  particles?: number;
  /** Average script time of the last 30 frames, ms. */
  frameMs?: string;
  state?: 'animated' | 'paused' | 'off';
}

/** The page's side of the animation: what it passes on from the window. */
export interface ParticleControls {
  resize(width: number, height: number, pixelRatio: number): void;
  /** Where the pointer moved, `at` in the animation's clock (performance.now()). */
  pointer(x: number, y: number): void;
  speed(speed: SpeedClass): void;
  /** Animates only while the tab is visible and motion is welcome; otherwise paused (hidden) or cleared (off). */
  run(visible: boolean, motionWelcome: boolean): void;
}

/**
 * The animation loop of the particle background, on whatever canvas it is given: the page's own, or
 * an OffscreenCanvas in a worker (particle-worker.ts), where its frames never take the page's main
 * thread.
 */
export function animateParticles(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  initialSpeed: SpeedClass,
  report: (report: ParticleReport) => void,
): ParticleControls {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  const grid = new ParticleGrid(LINK_DISTANCE);
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let speed = initialSpeed;
  let pointer: Pointer | null = null;
  let frame = 0;
  let last = 0;
  let costTotal = 0;
  let costFrames = 0;

  const paint = (now: number) => {
    if (ctx) drawParticles(ctx as CanvasRenderingContext2D, particles, grid, width, height, speed === 'offline', pointer, now);
  };

  const tick = (now: number) => {
    const started = performance.now();
    const frames = last ? Math.min(MAX_FRAMES_PER_STEP, (now - last) / (1000 / 60)) : 1;
    last = now;
    stepParticles(particles, frames, speed, width, height, pointer, now, grid);
    paint(now);
    costTotal += performance.now() - started;
    if (++costFrames === 30) {
      report({ frameMs: (costTotal / costFrames).toFixed(2) });
      costTotal = 0;
      costFrames = 0;
    }
    frame = nextFrame(tick);
  };

  const stop = () => {
    if (frame) cancelFrame(frame);
    frame = 0;
  };

  return {
    resize(newWidth, newHeight, pixelRatio) {
      width = newWidth;
      height = newHeight;
      canvas.width = Math.round(width * pixelRatio);
      canvas.height = Math.round(height * pixelRatio);
      ctx?.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      particles = resizeParticles(particles, width, height);
      report({ particles: particles.length });
      if (!frame) paint(performance.now());
    },
    pointer(x, y) {
      pointer = { x, y, at: performance.now() };
    },
    speed(newSpeed) {
      speed = newSpeed;
      if (!frame) paint(performance.now());
    },
    run(visible, motionWelcome) {
      if (!motionWelcome) {
        stop();
        ctx?.clearRect(0, 0, width, height);
        report({ state: 'off' });
      } else if (!visible) {
        stop();
        report({ state: 'paused' });
      } else {
        if (!frame) {
          last = 0;
          frame = nextFrame(tick);
        }
        report({ state: 'animated' });
      }
    },
  };
}
