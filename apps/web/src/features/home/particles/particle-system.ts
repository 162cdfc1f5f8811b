import { particleSpeedFactor, type SpeedClass } from '../../../shared/network/speed';
import type { ParticleGrid } from './particle-grid';

/**
 * The particle background's simulation and drawing (spec §2, §4, §9):
 * width / 8 particles, lines between particles closer than 150 px, the
 * pointer pushes nearby particles for 2 s after it last moved, speed and
 * colour follow the network state. Pure apart from `draw`, which only
 * touches the canvas context it is given.
 */
export const PIXELS_PER_PARTICLE = 8;
export const LINK_DISTANCE = 150;
export const POINTER_INFLUENCE_MS = 2000;
const POINTER_RADIUS = 150;
const BASE_SPEED = 0.6; // px per 60 Hz frame at speed factor 1
const MAX_COUNT = 400;

export const onlineColors = ['#ffffff', '#60a5fa', '#4ade80'] as const;
export const offlineColor = '#ef4444';

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  /** Index into `onlineColors`; offline draws every particle red. */
  tone: number;
}

export interface Pointer {
  x: number;
  y: number;
  /** `performance.now()` of the last move. */
  at: number;
}

export function particleCount(width: number): number {
  return Math.min(MAX_COUNT, Math.max(0, Math.floor(width / PIXELS_PER_PARTICLE)));
}

export function createParticle(width: number, height: number, random: () => number = Math.random): Particle {
  const angle = random() * Math.PI * 2;
  const speed = BASE_SPEED * (0.4 + random() * 0.6);
  return {
    x: random() * width,
    y: random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius: 1 + random() * 1.6,
    tone: Math.floor(random() * onlineColors.length),
  };
}

/** Grows or shrinks the list to the count for this width (keeps the existing particles). */
export function resizeParticles(particles: Particle[], width: number, height: number, random: () => number = Math.random): Particle[] {
  const count = particleCount(width);
  const kept = particles.slice(0, count);
  for (const p of kept) {
    if (p.x > width) p.x = random() * width;
    if (p.y > height) p.y = random() * height;
  }
  while (kept.length < count) kept.push(createParticle(width, height, random));
  return kept;
}

/** How strongly the pointer still acts: 1 right after a move, 0 after 2 s. */
export function pointerStrength(pointer: Pointer | null, now: number): number {
  if (!pointer) return 0;
  const age = now - pointer.at;
  if (age < 0) return 1;
  return age >= POINTER_INFLUENCE_MS ? 0 : 1 - age / POINTER_INFLUENCE_MS;
}

/**
 * Moves every particle by `frames` (elapsed time in 60 Hz frames, capped by
 * the caller) at the network's speed; particles bounce off the edges.
 */
export function stepParticles(
  particles: Particle[],
  frames: number,
  speed: SpeedClass,
  width: number,
  height: number,
  pointer: Pointer | null = null,
  now = 0,
  grid?: ParticleGrid,
): void {
  const factor = particleSpeedFactor(speed) * frames;
  for (const p of particles) {
    p.x += p.vx * factor;
    p.y += p.vy * factor;
    if (p.x < 0) {
      p.x = -p.x;
      p.vx = Math.abs(p.vx);
    } else if (p.x > width) {
      p.x = 2 * width - p.x;
      p.vx = -Math.abs(p.vx);
    }
    if (p.y < 0) {
      p.y = -p.y;
      p.vy = Math.abs(p.vy);
    } else if (p.y > height) {
      p.y = 2 * height - p.y;
      p.vy = -Math.abs(p.vy);
    }
    // Large jumps (a resize) can still leave a particle outside: clamp.
    p.x = Math.min(Math.max(p.x, 0), width);
    p.y = Math.min(Math.max(p.y, 0), height);
  }

  const strength = pointerStrength(pointer, now);
  if (pointer && strength > 0 && grid) {
    grid.build(particles, width, height);
    grid.forEachNear(particles, pointer.x, pointer.y, POINTER_RADIUS, (i, d2) => {
      const p = particles[i];
      const distance = Math.sqrt(d2) || 1;
      const push = ((POINTER_RADIUS - distance) / POINTER_RADIUS) * 2 * strength * frames;
      p.x = Math.min(Math.max(p.x + ((p.x - pointer.x) / distance) * push, 0), width);
      p.y = Math.min(Math.max(p.y + ((p.y - pointer.y) / distance) * push, 0), height);
    });
  }
}

const ALPHA_BUCKETS = 4;

/** Draws one frame: links in a few alpha buckets (one stroke each), then the dots by colour. */
export function drawParticles(
  ctx: CanvasRenderingContext2D,
  particles: Particle[],
  grid: ParticleGrid,
  width: number,
  height: number,
  offline: boolean,
  pointer: Pointer | null,
  now: number,
): void {
  ctx.clearRect(0, 0, width, height);
  grid.build(particles, width, height);

  const linkRgb = offline ? '239, 68, 68' : '125, 211, 252';
  const buckets: Path2D[] = Array.from({ length: ALPHA_BUCKETS }, () => new Path2D());
  const max2 = LINK_DISTANCE * LINK_DISTANCE;
  grid.forEachPairWithin(particles, LINK_DISTANCE, (i, j, d2) => {
    const closeness = 1 - d2 / max2; // 0 far … 1 close
    const bucket = Math.min(ALPHA_BUCKETS - 1, Math.floor(closeness * ALPHA_BUCKETS));
    const path = buckets[bucket];
    path.moveTo(particles[i].x, particles[i].y);
    path.lineTo(particles[j].x, particles[j].y);
  });
  const strength = pointerStrength(pointer, now);
  if (pointer && strength > 0) {
    const path = buckets[ALPHA_BUCKETS - 1];
    grid.forEachNear(particles, pointer.x, pointer.y, POINTER_RADIUS, (i) => {
      path.moveTo(pointer.x, pointer.y);
      path.lineTo(particles[i].x, particles[i].y);
    });
  }
  ctx.lineWidth = 0.6;
  for (let b = 0; b < ALPHA_BUCKETS; b++) {
    ctx.strokeStyle = `rgba(${linkRgb}, ${(0.04 + (b / ALPHA_BUCKETS) * 0.2).toFixed(3)})`;
    ctx.stroke(buckets[b]);
  }

  const tones = offline ? [offlineColor] : onlineColors;
  for (let tone = 0; tone < tones.length; tone++) {
    const path = new Path2D();
    for (const p of particles) {
      if (!offline && p.tone !== tone) continue;
      path.moveTo(p.x + p.radius, p.y);
      path.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = tones[tone];
    ctx.globalAlpha = 0.8;
    ctx.fill(path);
  }
  ctx.globalAlpha = 1;
}
