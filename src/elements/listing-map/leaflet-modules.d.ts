/// <reference types="leaflet.markercluster" />
// The ES module files of Leaflet and leaflet.markercluster have the types of their packages (@types/leaflet,
// @types/leaflet.markercluster, which describe the CommonJS entry points).
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
declare module 'leaflet.markercluster/src/index.js' {
  import type { MarkerClusterGroup as Group } from 'leaflet';
  export const MarkerClusterGroup: typeof Group;
}
