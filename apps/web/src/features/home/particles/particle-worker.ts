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
  if (data.type === 'start') {
    controls = animateParticles(data.canvas, data.speed, (report) => scope.postMessage(report));
    return;
  }
  if (!controls) return;
  if (data.type === 'resize') controls.resize(data.width, data.height, data.pixelRatio);
  else if (data.type === 'pointer') controls.pointer(data.x, data.y);
  else if (data.type === 'speed') controls.speed(data.speed);
  else controls.run(data.visible, data.motionWelcome);
};
