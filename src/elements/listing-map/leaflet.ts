/**
 * Leaflet with leaflet.markercluster (which extends the global `L` that `leaflet-global.ts` sets first). Has a side
 * effect (package.json `sideEffects` says so: without it the CDN build kept only the re-export and dropped the plugin).
 */
import { L } from './leaflet-global.js';
import 'leaflet.markercluster';

export { L };
