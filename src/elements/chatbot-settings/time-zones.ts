/**
 * The time zones the settings editor offers: every IANA zone the engine knows (`Intl.supportedValuesOf`),
 * with UTC. An engine without that function gets UTC, the common zones of the platform's markets and the
 * browser's own zone instead: only names the engine accepts (a zone it cannot use is no choice), never UTC alone.
 */

/** The Americas first (the platform's markets), then Europe and a few more: 44 zones. */
const COMMON_ZONES = [
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Chicago',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Halifax',
  'America/St_Johns',
  'America/Mexico_City',
  'America/Cancun',
  'America/Tijuana',
  'America/Guatemala',
  'America/El_Salvador',
  'America/Costa_Rica',
  'America/Panama',
  'America/Havana',
  'America/Santo_Domingo',
  'America/Bogota',
  'America/Caracas',
  'America/Lima',
  'America/Guayaquil',
  'America/La_Paz',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Asuncion',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Atlantic/Canary',
  'Europe/Paris',
  'Europe/Berlin',
  'Australia/Sydney',
];

/** Whether the engine can use `zone` (formats a date in it). */
function accepted(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let zones: string[] | undefined;

/** The zones to offer, sorted, UTC among them (computed once). */
export function timeZoneOptions(): string[] {
  if (!zones) {
    const supported =
      typeof Intl.supportedValuesOf === 'function'
        ? Intl.supportedValuesOf('timeZone')
        : [...new Set([...COMMON_ZONES, new Intl.DateTimeFormat().resolvedOptions().timeZone])].filter(accepted).sort();
    zones = supported.includes('UTC') ? [...supported] : ['UTC', ...supported];
  }
  return zones;
}
