/** Whether a request is a browser's page (a navigation asks for HTML first): its answer, and its failures, are pages. */
export function isPageRequest(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest === 'document' || dest === 'iframe') return true;
  return /(?:^|,)\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|,|$)/i.test(request.headers.get('accept') ?? '');
}
