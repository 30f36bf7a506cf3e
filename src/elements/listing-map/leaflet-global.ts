/**
 * Leaflet (its ES module build) as the global `L` that leaflet.markercluster, a script of the Leaflet 1
 * era, extends. A copy of the module's namespace: a namespace object cannot take new members. Has a side
 * effect (package.json `sideEffects` says so, or a bundler drops it).
 */
// An ambient declaration file: every tsconfig that reaches this module (test/, demo/) must see it, and only a reference says so.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./leaflet-esm.d.ts" />
import * as Leaflet from 'leaflet/dist/leaflet-src.esm.js';

export const L = { ...Leaflet } as typeof Leaflet;
(globalThis as { L?: unknown }).L = L;
