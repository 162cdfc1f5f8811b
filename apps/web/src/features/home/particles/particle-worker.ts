import { animateParticles, type ParticleControls } from './particle-animation';
import type { ParticleMessage } from './particle-host';

/** The worker's global scope, as far as it is used here (the app's types are the page's, not a worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParticleMessage>) => void) | null;
  postMessage(message: unknown): void;
};

/** The particle animation off the page's main thread, on the canvas the page handed over. */
let controls: ParticleControls | null = null;

scope.onmessage = ({ data }) => {
  if (!Array.isArray(data)) {
    controls = animateParticles(data.canvas, data.speed, (report) => scope.postMessage(report));
  } else if (controls) {
    const [name, ...args] = data;
    (controls[name] as (...args: unknown[]) => void)(...args);
  }
};
