/** Leaflet with leaflet.markercluster (which extends the global `L` that `leaflet-global.ts` sets first). */
import { L } from './leaflet-global.js';
import 'leaflet.markercluster';

export { L };
