// `npm run bench:import -- [rows]`: the CSV import of <listing-manager> from the command line (Node with tsx
// and the workspaces' source condition, as `npm start`). Serves the admin demo page and the sandbox (in
// memory) with Vite on a free port, opens it in headless Chromium (puppeteer-core), feeds a generated CSV of
// `rows` listings (default 5,000) to the import through the proxy, and prints: reading and checking time,
// sending time and rows per second, and the longest main-thread task seen meanwhile (a 0 ms timer chain
// measures the longest gap between its ticks, per phase; on a loaded machine that includes time the OS
// gave other processes). Printed, never asserted: timing belongs to benchmarks.
import { createServer } from 'vite';
import { launchChromium } from './launch-chromium.mjs';

const rows = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5000);

process.env.SANDBOX_MEMORY = '1';
const server = await createServer({
  configFile: 'vite.config.ts',
  configLoader: 'native',
  logLevel: 'warn',
  server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
});
await server.listen();
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await launchChromium({
  // Sending 5,000 rows takes minutes on a loaded machine: no time limit on the one long evaluate.
  protocolTimeout: 0,
});

try {
  const page = await browser.newPage();
  await page.goto(`${origin}/demo/admin.html`, { waitUntil: 'networkidle0' });
  const figures = await page.evaluate(async (count) => {
    const header =
      'MLS #,Sale Type,Status,Currency,Type,Beds,Baths,Url,Year Built,DOM,Lot Size,Sq Ft,Parking,Address,City,Price,Description';
    const lines = [header];
    for (let i = 0; i < count; i++) {
      lines.push(
        `BENCH-${i},For Sale,Active,$,House,3,2,https://realtor.example/bench/${i},1990,5,4000,"1,800",2,"${i} Main St",Austin,"$${500000 + i}","Row ${i}, with ""quotes"" and a comma"`,
      );
    }
    const file = new File([`\uFEFF${lines.join('\r\n')}\r\n`], 'bench.csv', { type: 'text/csv' });
    const el = document.querySelector('listing-manager');
    const root = el.shadowRoot;
    const until = async (test) => {
      while (!test()) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    // The longest gap between ticks of a 0 ms timer chain: the longest the page could not answer.
    const longest = { read: 0, check: 0, send: 0 };
    let phase = 'read';
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longest[phase] = Math.max(longest[phase], now - last);
      last = now;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Import CSV').click();
    await el.updateComplete;
    const t0 = performance.now();
    const input = root.querySelector('#file');
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change'));
    await until(() => root.querySelector('table.mapping'));
    const read = performance.now() - t0;
    const t1 = performance.now();
    phase = 'check';
    root.querySelector('.import .primary').click();
    await until(() => [...root.querySelectorAll('button')].some((b) => /^Import \d/.test(b.textContent.trim())));
    const check = performance.now() - t1;
    const done = new Promise((resolve) =>
      el.addEventListener('listing-import-done', (event) => resolve(event.detail), { once: true }),
    );
    const t2 = performance.now();
    phase = 'send';
    [...root.querySelectorAll('button')].find((b) => /^Import \d/.test(b.textContent.trim())).click();
    const detail = await done;
    const send = performance.now() - t2;
    ticking = false;
    return { read, check, send, detail, longest };
  }, rows);
  const { read, check, send, detail, longest } = figures;
  console.log(`CSV import of ${rows} rows through the proxy into the sandbox (in memory), headless Chromium:`);
  console.log(`  read (papaparse, chunks) ${Math.round(read)} ms; check every row ${Math.round(check)} ms`);
  console.log(
    `  send ${Math.round(send)} ms = ${Math.round((rows / send) * 1000)} rows/s (4 in flight): created ${detail.created}, failed ${detail.failed}`,
  );
  console.log(
    `  longest main-thread task: reading ${Math.round(longest.read)} ms, checking ${Math.round(longest.check)} ms, sending ${Math.round(longest.send)} ms`,
  );
} finally {
  await browser.close();
  await server.close();
}
