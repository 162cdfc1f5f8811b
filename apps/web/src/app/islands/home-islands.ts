// The home page's islands above the fold, in one file: they hydrate together as the page loads.
export { LocalTimeCard } from '../../features/home/components/local-time-card';
export { NetworkCard } from '../../features/home/components/network-card';
export { ParticleBackground } from '../../features/home/particles/particle-background';
