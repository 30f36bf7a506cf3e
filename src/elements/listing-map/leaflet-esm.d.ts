/** Leaflet's ES module build has the API `@types/leaflet` describes for the package. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
