// Lighthouse (mobile, Lighthouse 13 from npm through npx, Debian's Chromium) on one realtor page served three
// ways by one server (scripts/lighthouse-pages.ts): client-rendered, server-rendered (no cache) and server-rendered
// from the cache; and the floor, the page with only the first photo in the widget's place (no script), the least LCP
// any page showing that photo can have here. The pages are measured in turn in each round (the machine's load then weighs on all alike),
// and the figures are medians of LIGHTHOUSE_RUNS rounds (default 3): LCP, FCP, TBT, CLS, the performance and SEO
// scores, the HTML's bytes, and what the largest paint is with the LCP breakdown (time to first byte, resource load
// delay and duration, render delay). LIGHTHOUSE_JSON=<dir> keeps each report. Needs `npm run build` first
// (dist/cdn). Run by `npm run bench:ssr` after the render figures, or alone:
// `node --conditions=@realty-elements/source --import tsx scripts/bench-lighthouse.ts`. Figures only: nothing is asserted.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { CDN, PAGES, startLighthousePages } from './lighthouse-pages.js';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const KEEP = process.env.LIGHTHOUSE_JSON;

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

/** The median of `values`. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The LCP element's selector and the breakdown's sub-parts (ms), from the report's LCP insight. */
function lcpOf(audits: Record<string, Audit>) {
  const parts: Record<string, number> = {};
  let element = '';
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const item = value as Record<string, unknown>;
    if (item.type === 'node' && !element) element = String(item.selector ?? item.snippet ?? '');
    if (typeof item.subpart === 'string' && typeof item.duration === 'number') parts[item.subpart] = item.duration;
    Object.values(item).forEach(walk);
  };
  walk(audits['lcp-breakdown-insight']?.details ?? audits['largest-contentful-paint-element']?.details);
  return { element, parts };
}

/** One Lighthouse run of `url`: its figures (a child process: this process serves the page meanwhile). */
async function lighthouse(url: string, keep?: string) {
  // Debian's real binary: Lighthouse's launcher loses the wrapper script's child (Target closed).
  const chrome =
    process.env.CHROME_PATH ??
    (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking',
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: chrome } },
      (error, out, err) => (error ? reject(new Error(`lighthouse failed: ${err.slice(-2000)}`)) : resolve(out)),
    ),
  );
  if (keep) writeFileSync(keep, stdout);
  const report = JSON.parse(stdout) as {
    audits: Record<string, Audit>;
    categories: Record<string, { score: number }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    url: string;
    transferSize?: number;
  }[];
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    perf: Math.round(report.categories.performance!.score * 100),
    seo: Math.round(report.categories.seo!.score * 100),
    bytes: audit('total-byte-weight'),
    html: requests.find((request) => request.url === url)?.transferSize ?? NaN,
    ...lcpOf(report.audits),
  };
}

if (!existsSync(new URL('listing-search.js', CDN)) || !existsSync(new URL('ssr/listing-search-page.js', CDN))) {
  console.error('bench-lighthouse: run `npm run build` first (dist/cdn).');
  process.exit(1);
}

const pages = await startLighthousePages();
try {
  // Warm the cache (and check the three pages answer).
  for (const path of Object.values(PAGES)) {
    const response = await fetch(`${pages.origin}${path}`);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  }
  if (KEEP) mkdirSync(KEEP, { recursive: true });
  const runs = new Map<string, Awaited<ReturnType<typeof lighthouse>>[]>();
  for (let i = 0; i < RUNS; i++)
    for (const [name, path] of Object.entries(PAGES)) {
      const keep = KEEP && `${KEEP}/${path.replace(/\//g, '')}-${i + 1}.json`;
      runs.set(name, [...(runs.get(name) ?? []), await lighthouse(`${pages.origin}${path}`, keep || undefined)]);
    }
  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} (mobile), medians of ${RUNS} rounds\n`);
  console.log('| page | LCP | FCP | TBT | CLS | performance | SEO | HTML (transfer) | all bytes |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const lcps: Record<string, number> = {};
  for (const [name, results] of runs) {
    const m = (key: 'lcp' | 'fcp' | 'tbt' | 'cls' | 'perf' | 'seo' | 'bytes' | 'html') =>
      median(results.map((run) => run[key]));
    lcps[name] = m('lcp');
    console.log(
      `| ${name} | ${(m('lcp') / 1000).toFixed(2)} s | ${(m('fcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('perf')} | ${m('seo')} | ${(m('html') / 1024).toFixed(1)} KB | ${Math.round(m('bytes') / 1024)} KB |`,
    );
  }
  console.log('\nThe largest paint (each round) and the LCP breakdown (medians, ms)\n');
  for (const [name, results] of runs) {
    const subparts = [...new Set(results.flatMap((run) => Object.keys(run.parts)))];
    const parts = subparts.map((part) => `${part} ${Math.round(median(results.map((run) => run.parts[part] ?? 0)))}`);
    console.log(`- ${name}: ${[...new Set(results.map((run) => run.element))].join(' | ')}\n  ${parts.join(', ')}`);
  }
  const ratio = (name: string, to = 'client-rendered') => (lcps[name]! / lcps[to]!).toFixed(2);
  const floor = 'the floor: one photo, no script';
  console.log(
    `\nLCP server-rendered / client-rendered: ${ratio('server-rendered')}× (cached: ${ratio('server-rendered, cached')}×); ` +
      `the floor / client-rendered: ${ratio(floor)}× (no page showing that photo can go lower here)` +
      `\nLCP server-rendered / the floor: ${ratio('server-rendered', floor)}× (cached: ${ratio('server-rendered, cached', floor)}×)`,
  );
} finally {
  await pages.close();
}
