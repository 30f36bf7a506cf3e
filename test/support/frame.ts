/** Pages the tests open in an iframe (the CSP pages of csp-page.ts), with what their probe recorded. */

export interface ProbedWindow extends Window {
  /** Every `securitypolicyviolation` the page saw. */
  violations?: { directive: string; blocked: string; sample: string }[];
  /** Every error and unhandled rejection the page saw. */
  pageErrors?: string[];
  /** Every `console.error` of the page. */
  consoleErrors?: string[];
}

/** Opens `path` in a `width`×900 iframe and resolves once it has loaded; remove it when done. */
export async function openFrame(
  path: string,
  width = 1200,
): Promise<{ frame: HTMLIFrameElement; win: ProbedWindow; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.src = path;
  frame.width = String(width);
  frame.height = '900';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return { frame, win: frame.contentWindow as ProbedWindow, doc: frame.contentDocument! };
}
