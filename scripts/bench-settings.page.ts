// The page of `npm run bench:settings`: times keystrokes in <chatbot-settings> until its preview shows
// them, with the contrast guard on. Half the keystrokes change the user message colour to colours that
// fail the guard (so it computes the ratios and searches the nearest passing colour every time), half
// type into the welcome message. `?bundle` loads the built admin bundle (production Lit), otherwise the
// source (development Lit). Reports the figures to the script that opened it.
import type { ChatbotSettings } from 'realty-elements/chatbot-settings';

const params = new URLSearchParams(location.search);
const RUNS = Number(params.get('n') ?? 200);

async function main(): Promise<void> {
  if (params.has('bundle')) await import(/* @vite-ignore */ '/dist/cdn/chatbot-settings.js');
  else await import('realty-elements/chatbot-settings');
  await customElements.whenDefined('chatbot-settings');
  const el = document.querySelector('chatbot-settings') as ChatbotSettings;
  el.settings = {
    Name: 'Bench',
    WelcomeMessage: 'Hello',
    UserMessageColor: 'rgb(240,244,255)',
    ChatBubbleColor: 'rgb(31,111,139)',
  };
  await el.updateComplete;
  const root = el.shadowRoot!;
  const preview = root.querySelector('chatbot-preview') as HTMLElement & { updateComplete: Promise<unknown> };
  const colour = root.querySelector<HTMLInputElement>('#f-UserMessageColor')!;
  const welcome = root.querySelector<HTMLTextAreaElement>('#f-WelcomeMessage')!;
  const toDom: number[] = [];
  const toFrame: number[] = [];
  const colourDom: number[] = [];
  const textDom: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const onColour = i % 2 === 0;
    const target = onColour ? colour : welcome;
    // Near-white colours: each fails "the visitor's messages on the window" (3:1).
    target.value = onColour ? `rgb(${235 + (i % 20)},240,250)` : `Hello ${'x'.repeat(i % 40)}`;
    const start = performance.now();
    target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    await preview.updateComplete;
    // Reading a computed style makes the browser apply the new colour (style recalculation).
    const part = preview.shadowRoot!.querySelector(onColour ? '[part~="user-message"]' : '[part~="bot-message"]');
    if (part) void getComputedStyle(part).backgroundColor;
    toDom.push(performance.now() - start);
    (onColour ? colourDom : textDom).push(performance.now() - start);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    toFrame.push(performance.now() - start);
  }
  const guarded = root.querySelector('#f-UserMessageColor-contrast') !== null;
  await fetch('/__bench-report', {
    method: 'POST',
    body: JSON.stringify({
      runs: RUNS,
      guarded,
      toDom: stats(toDom),
      toFrame: stats(toFrame),
      colourDom: stats(colourDom),
      textDom: stats(textDom),
    }),
  });
}

function stats(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)) };
}

main().catch((error: unknown) =>
  fetch('/__bench-report', { method: 'POST', body: JSON.stringify({ error: String(error) }) }),
);
