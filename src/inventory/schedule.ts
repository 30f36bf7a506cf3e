/**
 * The sync on a schedule (`realty-elements/inventory/schedule`), for a server that runs all the time (Node): a full
 * pass at once and then on a cron pattern (hourly by default), and the page-1 probe between them (every five
 * minutes), through `croner`, an optional peer dependency (an entry of its own, so the store needs none). A run never overlaps itself (a pass still running when its next time comes is left to
 * finish), and a failure is reported and waits for the next time: a schedule never stops on an error. (Workers
 * have no long-lived timers: a Durable Object's alarm plays this part there.)
 */
import { Cron } from 'croner';
import type { InventorySync, PassReport } from './sync.js';

export interface SyncSchedule {
  /** When full passes run, as a cron pattern (five fields, or six with seconds first). Default `17 * * * *`: hourly. */
  full?: string;
  /** When the probe of page 1 runs between them. Default `*\/5 * * * *`: every five minutes. */
  probe?: string;
  /** A full pass or a probe that failed (the store keeps serving the last good pass; the status says stale). */
  onError?(error: unknown, run: 'full' | 'probe'): void;
  /** Let the process exit while only the schedule would keep it alive (a server's socket keeps it anyway). */
  unref?: boolean;
}

export interface ScheduledSync {
  /** The first full pass, started at once: its report, or undefined when it failed (reported to `onError`). */
  first: Promise<PassReport | undefined>;
  /** No run starts after this; one running finishes. */
  stop(): void;
}

/** Keeps `serial`'s inventory fresh through `sync` until `stop()`. */
export function scheduleSync(sync: InventorySync, serial: string, schedule: SyncSchedule = {}): ScheduledSync {
  const report = (run: 'full' | 'probe') => (error: unknown) => schedule.onError?.(error, run);
  const first = sync.fullPass(serial).catch((error: unknown) => void report('full')(error));
  const options = { protect: true, unref: schedule.unref ?? false };
  const jobs = [
    new Cron(
      schedule.full ?? '17 * * * *',
      { ...options, catch: report('full') },
      async () => void (await sync.fullPass(serial)),
    ),
    new Cron(
      schedule.probe ?? '*/5 * * * *',
      { ...options, catch: report('probe') },
      async () => void (await sync.probe(serial)),
    ),
  ];
  return {
    first,
    stop: () => jobs.forEach((job) => job.stop()),
  };
}
