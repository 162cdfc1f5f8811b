import type { SpeedClass } from '../../../shared/network/speed';
import type { ParticleControls, ParticleReport } from './particle-animation';

/** A call of one of the animation's controls in the worker: its name, then its arguments. */
export type ParticleCall = { [Name in keyof ParticleControls]: [Name, ...Parameters<ParticleControls[Name]>] }[keyof ParticleControls];

/** What the page sends the worker (particle-worker.ts): the canvas to start on, then calls. */
export type ParticleMessage = { canvas: OffscreenCanvas; speed: SpeedClass } | ParticleCall;

export interface ParticleHost {
  speed(speed: SpeedClass): void;
  stop(): void;
}

/** The controls of an animation running in a worker on the canvas's OffscreenCanvas. */
function inWorker(canvas: HTMLCanvasElement, speed: SpeedClass, report: (report: ParticleReport) => void): { controls: ParticleControls; end: () => void } {
  const worker = new Worker(new URL('./particle-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<ParticleReport>) => report(data);
  const offscreen = canvas.transferControlToOffscreen();
  worker.postMessage({ canvas: offscreen, speed } satisfies ParticleMessage, [offscreen]);
  const call = (...message: ParticleCall) => worker.postMessage(message);
  return {
    controls: {
      resize: (...size) => call('resize', ...size),
      pointer: (...at) => call('pointer', ...at),
      speed: (next) => call('speed', next),
      run: (...state) => call('run', ...state),
    },
    end: () => worker.terminate(),
  };
}

/**
 * Starts the particle animation on the canvas and passes it the window's size, pointer, tab
 * visibility and motion preference: in a worker where the browser can hand a canvas to one (so
 * no frame ever blocks the page), else on the page itself. What it reports lands on the canvas's
 * data attributes (`data-particles`, `data-frame-ms`, `data-state`).
 */
export async function hostParticles(canvas: HTMLCanvasElement, speed: SpeedClass): Promise<ParticleHost> {
  const report = ({ particles, frameMs, state }: ParticleReport) => {
    if (particles !== undefined) canvas.dataset.particles = String(particles);
    if (frameMs !== undefined) canvas.dataset.frameMs = frameMs;
    if (state !== undefined) canvas.dataset.state = state;
  };
  const { controls, end } =
    'transferControlToOffscreen' in canvas && typeof Worker === 'function'
      ? inWorker(canvas, speed, report)
      : { controls: (await import('./particle-animation')).animateParticles(canvas, speed, report), end: () => undefined };

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const resize = () => controls.resize(window.innerWidth, window.innerHeight, Math.min(window.devicePixelRatio || 1, 2));
  const run = () => controls.run(document.visibilityState !== 'hidden', !reducedMotion.matches);
  const onPointer = (event: PointerEvent) => controls.pointer(event.clientX, event.clientY);

  resize();
  run();
  window.addEventListener('resize', resize);
  window.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('visibilitychange', run);
  reducedMotion.addEventListener('change', run);
  return {
    speed: (next) => controls.speed(next),
    stop: () => {
      window.removeEventListener('resize', resize);
      window.removeEventListener('pointermove', onPointer);
      document.removeEventListener('visibilitychange', run);
      reducedMotion.removeEventListener('change', run);
      end();
    },
  };
}
