/**
 * The words of <knowledge-editor> in English and Spanish (admin words, apart from the listing
 * widget's so that the public bundle carries none of them). How an element finds its language:
 * `shared/lang.ts`.
 */
import { failureText } from '../shared/admin-failure.js';
import type { Lang } from '../shared/lang.js';
import type { Problem, ProblemReason, SyncChoice } from './knowledge-draft.js';

/** A problem's sentence from the label of its control (and of the row it repeats, for `duplicate`). */
type Say = (label: string, problem: Problem, first: string) => string;

/** "Sitemap URL, Website 2, Question 1 and 2 more" */
const listOf = (labels: readonly string[], and: string, more: (n: number) => string) =>
  labels.length > 3 ? `${labels.slice(0, 3).join(', ')} ${and} ${more(labels.length - 3)}` : labels.join(', ');
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const time = (at: Date, lang: Lang) => at.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
const n = (value: number, lang: Lang) => value.toLocaleString(lang);

/** Typed apart so that every reason has its sentence and every sentence takes the same arguments. */
const problemEn: Record<ProblemReason, Say> = {
  url: (label) => `${label} must be an http:// or https:// address.`,
  required: (label) => `${label} is required.`,
  tooLong: (label, p) => `${label} must be at most ${n(p.max ?? 0, 'en')} characters.`,
  tooMany: (label, p) => `${label}: at most ${n(p.max ?? 0, 'en')} in one save.`,
  duplicate: (label, _, first) => `${label} is the same as ${lower(first)}: each is sent once.`,
  needsAnswer: (label) => `${label} is missing: a question needs its answer.`,
  needsQuestion: (label) => `${label} is missing: an answer needs its question.`,
  syncNeedsSitemap: (label) => `${label} is required to sync the sitemap.`,
  retrainNeedsSheet: (label) => `${label} is required to retrain with the spreadsheet.`,
  invalid: (label) => `${label} is not valid.`,
};

const en = {
  intro:
    'Each save adds to what the chatbot knows: text is appended to the text it has; websites and questions are added, or replaced when the same address or question is already there; the sitemap and spreadsheet settings replace the current ones. Nothing is removed.',
  group: {
    sitemap: 'Sitemap',
    text: 'Text',
    sheet: 'Spreadsheet',
    websites: 'Websites to crawl',
    pairs: 'Questions and answers',
    files: 'Files',
  },
  label: {
    siteMapUrl: 'Sitemap URL',
    sync: 'Sync the sitemap',
    text: 'Text to add',
    sheetUrl: 'Spreadsheet URL',
    sheetRetrain: 'Retrain with the spreadsheet',
    websites: 'Websites to crawl',
    pairs: 'Questions and answers',
    files: 'File IDs',
  },
  sync: { off: 'Off', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } satisfies Record<SyncChoice, string>,
  hint: {
    siteMapUrl: 'The http:// or https:// address of the site’s sitemap.xml.',
    sync: 'How often the chatbot reads the sitemap again.',
    sheetUrl: 'The http:// or https:// address of a shared spreadsheet.',
    websites: 'Each page is crawled; tick Retrain to read a page that is already known again.',
    files: 'IDs of files already uploaded to the platform.',
  },
  chars: (count: number, max: number) => `${n(count, 'en')} of ${n(max, 'en')} characters.`,
  website: (row: number) => `Website ${row + 1}`,
  retrain: 'Retrain',
  question: (row: number) => `Question ${row + 1}`,
  answer: (row: number) => `Answer ${row + 1}`,
  file: (row: number) => `File ID ${row + 1}`,
  pair: (row: number) => `Pair ${row + 1}`,
  addWebsite: 'Add a website',
  addPair: 'Add a question',
  addFile: 'Add a file ID',
  remove: 'Remove',
  removeRow: (label: string) => `Remove ${lower(label)}`,
  none: 'None yet.',
  problem: problemEn,
  previewTitle: 'What “Add to knowledge” will send',
  previewEmpty: 'Nothing yet: fill in a source.',
  sends: {
    sitemap: (url: string, sync: SyncChoice) =>
      `Set the sitemap to ${url}, ${sync === 'off' ? 'not synced' : `synced ${lower(en.sync[sync])}`}.`,
    text: (count: number) => `Append ${n(count, 'en')} character${count === 1 ? '' : 's'} of text.`,
    sheet: (url: string, retrain: boolean) => `Set the spreadsheet to ${url}${retrain ? ' and retrain with it' : ''}.`,
    websites: (count: number, retrain: number) =>
      `Add or update ${count} website${count === 1 ? '' : 's'}${retrain ? ` (${retrain} to retrain)` : ''}.`,
    pairs: (count: number) =>
      `Add or update ${count} question${count === 1 ? '' : 's'} with ${count === 1 ? 'its answer' : 'their answers'}.`,
    files: (count: number) => `Add ${count} file${count === 1 ? '' : 's'}.`,
  },
  body: 'The request body (JSON)',
  save: 'Add to knowledge',
  saving: 'Adding…',
  clear: 'Clear the form',
  retry: 'Retry',
  noSerial: 'No chatbot ID: set the serial-number attribute.',
  empty: 'Fill in at least one source to add.',
  fix: (labels: readonly string[]) => `Fix ${listOf(labels, 'and', (count) => `${count} more`)} to add.`,
  ready: 'Check what will be sent; nothing is sent until you press Add to knowledge.',
  saved: (at: Date) => `Added to the knowledge at ${time(at, 'en')}. The form is empty for the next addition.`,
  cleared: 'Form cleared.',
  notSaved: (reason: string) => `Not added: ${reason} Your draft is kept: press Retry to send it again.`,
  failure: failureText.en,
};

export type Strings = typeof en;

const es: Strings = {
  intro:
    'Cada envío se suma a lo que el chatbot sabe: el texto se añade al que ya tiene; los sitios web y las preguntas se añaden, o se sustituyen si ya está la misma dirección o la misma pregunta; la configuración del mapa del sitio y de la hoja de cálculo sustituye a la actual. No se borra nada.',
  group: {
    sitemap: 'Mapa del sitio',
    text: 'Texto',
    sheet: 'Hoja de cálculo',
    websites: 'Sitios web que rastrear',
    pairs: 'Preguntas y respuestas',
    files: 'Archivos',
  },
  label: {
    siteMapUrl: 'URL del mapa del sitio',
    sync: 'Sincronizar el mapa del sitio',
    text: 'Texto que añadir',
    sheetUrl: 'URL de la hoja de cálculo',
    sheetRetrain: 'Volver a entrenar con la hoja de cálculo',
    websites: 'Sitios web que rastrear',
    pairs: 'Preguntas y respuestas',
    files: 'IDs de archivo',
  },
  sync: { off: 'No', daily: 'A diario', weekly: 'Cada semana', monthly: 'Cada mes' },
  hint: {
    siteMapUrl: 'La dirección http:// o https:// del sitemap.xml del sitio.',
    sync: 'Cada cuánto vuelve a leer el chatbot el mapa del sitio.',
    sheetUrl: 'La dirección http:// o https:// de una hoja de cálculo compartida.',
    websites: 'Se rastrea cada página; marque Volver a entrenar para leer de nuevo una página ya conocida.',
    files: 'IDs de archivos ya subidos a la plataforma.',
  },
  chars: (count, max) => `${n(count, 'es')} de ${n(max, 'es')} caracteres.`,
  website: (row) => `Sitio web ${row + 1}`,
  retrain: 'Volver a entrenar',
  question: (row) => `Pregunta ${row + 1}`,
  answer: (row) => `Respuesta ${row + 1}`,
  file: (row) => `ID de archivo ${row + 1}`,
  pair: (row) => `Par ${row + 1}`,
  addWebsite: 'Añadir un sitio web',
  addPair: 'Añadir una pregunta',
  addFile: 'Añadir un ID de archivo',
  remove: 'Quitar',
  removeRow: (label) => `Quitar ${lower(label)}`,
  none: 'Ninguno todavía.',
  problem: {
    url: (label) => `${label}: debe ser una dirección http:// o https://.`,
    required: (label) => `${label}: es obligatorio.`,
    tooLong: (label, p) => `${label}: como máximo ${n(p.max ?? 0, 'es')} caracteres.`,
    tooMany: (label, p) => `${label}: como máximo ${n(p.max ?? 0, 'es')} en un envío.`,
    duplicate: (label, _, first) => `${label} es igual que ${lower(first)}: cada uno se envía una vez.`,
    needsAnswer: (label) => `Falta ${lower(label)}: una pregunta necesita su respuesta.`,
    needsQuestion: (label) => `Falta ${lower(label)}: una respuesta necesita su pregunta.`,
    syncNeedsSitemap: (label) => `${label}: es obligatoria para sincronizar el mapa del sitio.`,
    retrainNeedsSheet: (label) => `${label}: es obligatoria para volver a entrenar con la hoja de cálculo.`,
    invalid: (label) => `${label}: el valor no es válido.`,
  },
  previewTitle: 'Lo que enviará «Añadir al conocimiento»',
  previewEmpty: 'Nada todavía: rellene alguna fuente.',
  sends: {
    sitemap: (url, sync) =>
      `Fijar el mapa del sitio en ${url}, ${sync === 'off' ? 'sin sincronizar' : `sincronizado ${lower(es.sync[sync])}`}.`,
    text: (count) => `Añadir ${n(count, 'es')} ${count === 1 ? 'carácter' : 'caracteres'} de texto.`,
    sheet: (url, retrain) => `Fijar la hoja de cálculo en ${url}${retrain ? ' y volver a entrenar con ella' : ''}.`,
    websites: (count, retrain) =>
      `Añadir o actualizar ${count} sitio${count === 1 ? '' : 's'} web${retrain ? ` (${retrain} para volver a entrenar)` : ''}.`,
    pairs: (count) =>
      `Añadir o actualizar ${count} pregunta${count === 1 ? ' con su respuesta' : 's con sus respuestas'}.`,
    files: (count) => `Añadir ${count} archivo${count === 1 ? '' : 's'}.`,
  },
  body: 'El cuerpo de la solicitud (JSON)',
  save: 'Añadir al conocimiento',
  saving: 'Añadiendo…',
  clear: 'Vaciar el formulario',
  retry: 'Reintentar',
  noSerial: 'Falta el ID del chatbot: defina el atributo serial-number.',
  empty: 'Rellene al menos una fuente para añadir.',
  fix: (labels) => `Corrija ${listOf(labels, 'y', (count) => `${count} más`)} para añadir.`,
  ready: 'Revise lo que se enviará; no se envía nada hasta que pulse Añadir al conocimiento.',
  saved: (at) => `Añadido al conocimiento a las ${time(at, 'es')}. El formulario queda vacío para la siguiente vez.`,
  cleared: 'Formulario vaciado.',
  notSaved: (reason) => `No se añadió: ${reason} Su borrador se conserva: pulse Reintentar para enviarlo de nuevo.`,
  failure: failureText.es,
};

const tables: Record<Lang, Strings> = { en, es };

export function strings(lang: Lang): Strings {
  return tables[lang];
}
