/**
 * The detail's Share action: the Web Share API where the browser has one (phones, most desktops),
 * else the link copied to the clipboard. Only a refused or failing clipboard is `failed` (the dialog
 * then shows the link to copy by hand); a visitor closing the share sheet is `cancelled`, not an error.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export async function shareLink(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
      // NotAllowedError and the like: the sheet is unavailable here; copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
