import type { BoatType } from '@mmt/graphql';

/** What a shape of a drawing is, which decides its colour (boat-illustration.css). */
export type BoatPart = 'rig' | 'line' | 'sail' | 'cabin' | 'window' | 'hull' | 'hullShade' | 'farHull' | 'stripe' | 'tube' | 'tubeLight' | 'engine';

export type BoatShape = { part: BoatPart; opacity?: number } & (
  { d: string } | { rect: [x: number, y: number, width: number, height: number, radius: number] }
);

/**
 * One drawing per boat type, side on, bow to the right, in a 320 × 180 box
 * with the waterline at y 132, back to front. Plain data, so a test can
 * check every type has its own.
 */
export const boatDrawings: Record<BoatType, readonly BoatShape[]> = {
  SAILBOAT: [
    { part: 'rig', d: 'M160 20 V112' },
    { part: 'sail', d: 'M155 26 L155 104 L98 104 Z' },
    { part: 'sail', d: 'M165 30 L238 110 L166 110 Z' },
    { part: 'rig', d: 'M96 106 H158' },
    { part: 'line', d: 'M160 20 L262 112 M160 20 L70 118' },
    { part: 'cabin', d: 'M118 118 L128 106 L194 106 L204 117 Z' },
    { part: 'window', rect: [138, 110, 12, 4, 2] },
    { part: 'window', rect: [156, 110, 12, 4, 2] },
    { part: 'window', rect: [174, 110, 12, 4, 2] },
    { part: 'hull', d: 'M62 117 L266 111 Q256 134 230 141 L92 141 Q74 135 62 117 Z' },
    { part: 'stripe', d: 'M80 132 L247 128 Q243 131 238 133 L86 136 Z' },
  ],
  MOTOR_YACHT: [
    { part: 'rig', d: 'M140 78 L146 58 H166 L172 78' },
    { part: 'rig', d: 'M150 58 V50 M142 50 H164' },
    { part: 'cabin', d: 'M116 96 L128 78 L196 78 L208 96 Z' },
    { part: 'window', d: 'M134 82 H190 L196 90 H130 Z' },
    { part: 'cabin', d: 'M72 118 L84 96 L222 96 L252 116 Z' },
    { part: 'window', d: 'M98 101 H214 L226 110 H96 Z' },
    { part: 'hull', d: 'M40 118 L284 110 Q276 136 246 144 L66 144 Q48 138 40 118 Z' },
    { part: 'hullShade', d: 'M46 126 L279 119 Q276 126 272 131 L52 134 Z' },
    { part: 'stripe', d: 'M58 137 L260 133 Q255 137 248 139 L62 141 Z' },
    { part: 'window', rect: [88, 124, 10, 3, 1.5] },
    { part: 'window', rect: [106, 124, 10, 3, 1.5] },
    { part: 'window', rect: [124, 123, 10, 3, 1.5] },
  ],
  CATAMARAN: [
    { part: 'farHull', d: 'M98 104 L264 100 Q258 118 238 124 L116 124 Q104 118 98 104 Z' },
    { part: 'window', d: 'M84 116 L246 112 V122 L84 126 Z' },
    { part: 'rig', d: 'M150 16 V98' },
    { part: 'sail', d: 'M145 22 L145 92 L94 92 Z' },
    { part: 'sail', d: 'M155 26 L222 100 L156 100 Z' },
    { part: 'rig', d: 'M92 94 H148' },
    { part: 'cabin', d: 'M78 116 L94 98 L204 98 L234 113 Z' },
    { part: 'window', d: 'M108 102 H200 L212 109 H104 Z' },
    { part: 'hull', d: 'M54 122 L246 118 Q240 138 218 146 L78 146 Q62 140 54 122 Z' },
    { part: 'stripe', d: 'M64 131 L243 127 Q242 130 240 132 L68 136 Z' },
  ],
  RIB: [
    { part: 'rig', d: 'M160 72 V92' },
    { part: 'window', d: 'M152 92 L160 78 H182 V92 Z', opacity: 0.55 },
    { part: 'cabin', rect: [150, 92, 34, 22, 3] },
    { part: 'hullShade', rect: [118, 100, 22, 14, 3] },
    { part: 'engine', d: 'M44 96 Q44 88 52 88 H64 Q70 88 70 96 V112 H44 Z' },
    { part: 'engine', d: 'M52 112 H62 V140 H54 Z' },
    { part: 'hullShade', d: 'M82 132 H238 Q226 144 206 146 L100 146 Q88 142 82 132 Z' },
    { part: 'tube', d: 'M66 122 Q66 110 80 110 H238 Q262 110 268 121 Q262 134 238 134 H80 Q66 134 66 122 Z' },
    { part: 'tubeLight', d: 'M80 114 H236 Q252 114 258 119 H80 Q74 119 74 116 Q74 114 80 114 Z' },
  ],
  OTHER: [
    { part: 'rig', d: 'M196 58 V108' },
    { part: 'cabin', d: 'M104 116 V90 Q104 86 108 86 H150 Q154 86 156 90 L164 116 Z' },
    { part: 'window', rect: [112, 93, 14, 10, 2] },
    { part: 'window', rect: [132, 93, 16, 10, 2] },
    { part: 'hull', d: 'M66 112 L236 110 Q258 104 262 92 Q266 108 252 128 Q242 140 222 142 L96 142 Q78 136 66 112 Z' },
    { part: 'stripe', d: 'M82 132 L242 129 Q238 133 232 135 L88 137 Z' },
  ],
};
