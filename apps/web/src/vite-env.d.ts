/// <reference types="vite/client" />

/** The portal's screen labels the technician's area shows, in one language, cut at build time (vite.config.ts). */
declare module 'virtual:technician-labels/*' {
  const labels: Record<string, unknown>;
  export default labels;
}
