// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of Leaflet's ES module files, also where this module is compiled alone
/// <reference path="./leaflet-modules.d.ts" />
/** leaflet.markercluster's ES module sources, loaded after `leaflet.ts` has made the global `L` they extend. */
import './leaflet.js';

export { MarkerClusterGroup } from 'leaflet.markercluster/src/index.js';
