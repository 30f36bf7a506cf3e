// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of Leaflet's ES module files, also where this module is compiled alone
/// <reference path="./leaflet-modules.d.ts" />
/**
 * Leaflet (its ES module build) and leaflet.markercluster. The cluster plugin's modules extend a global
 * `L` as they load, so `L` is made here first: a mutable copy of Leaflet's namespace (module namespaces
 * are frozen). A page that already has its own `L` keeps it, and the plugin extends that one.
 */
import * as Leaflet from 'leaflet/dist/leaflet-src.esm.js';

const global = globalThis as { L?: unknown };
global.L ??= { ...Leaflet };

export { Leaflet as L };
