/**
 * A city or an MLS number as RealEstateList's filters compare them: NFC, trimmed, lower case, and a final sigma as
 * any sigma (JavaScript lowers "Σ" at a word's end to "ς"). One rule for every server that answers the filters (the
 * sandbox, the inventory store), computed in JavaScript for the stored value and the query alike, never by a
 * database's lower(), which differs from JavaScript's.
 */
export const foldFilterText = (text: string | null | undefined): string =>
  (text ?? '').normalize('NFC').trim().toLowerCase().replace(/ς/g, 'σ');
