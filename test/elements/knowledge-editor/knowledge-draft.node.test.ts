// The pure model of <knowledge-editor> (knowledge-draft.ts) and its words (i18n.ts), in Node: no DOM, no
// element. The browser tests cover what the element does with it against the sandbox.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../../src/api/errors.js';
import { LIMITS, knowledgeSchema } from '../../../src/api/schemas.js';
import { strings } from '../../../src/elements/knowledge-editor/i18n.js';
import { EMPTY_FORM, type KnowledgeForm, deriveDraft } from '../../../src/elements/knowledge-editor/knowledge-draft.js';

const ready = { serial: 'bot-1', busy: false };
const draftOf = (form: Partial<KnowledgeForm>, context = ready) => deriveDraft({ ...EMPTY_FORM, ...form }, context);
const problems = (form: Partial<KnowledgeForm>) => Object.fromEntries(draftOf(form).problems);

describe('deriveDraft', () => {
  it('sends nothing from an empty form, and says so', () => {
    const draft = draftOf({
      websites: [{ url: ' ', retrain: true }],
      pairs: [{ question: '', answer: '' }],
      files: [''],
    });
    assert.deepEqual(draft.knowledge, { serialNumber: 'bot-1' });
    assert.equal(draft.state, 'empty');
    assert.equal(draft.canSave, false);
    assert.equal(draft.dirty, true, 'blank rows were added');
    assert.equal(draftOf({}).dirty, false);
  });

  it('builds the EditKnowledge body from every source: trimmed, blank rows left out, the schema accepts it', () => {
    const draft = draftOf({
      siteMapUrl: ' https://a.example/sitemap.xml ',
      sync: 'monthly',
      text: '  We open at 9.\n',
      sheetUrl: 'https://sheets.example/d/1',
      sheetRetrain: true,
      websites: [
        { url: '', retrain: false },
        { url: 'https://a.example/buy ', retrain: true },
        { url: 'http://b.example', retrain: false },
      ],
      pairs: [
        { question: ' Pets? ', answer: ' Cats only ' },
        { question: '', answer: '' },
      ],
      files: ['f1', ' ', 'f2 '],
    });
    assert.deepEqual(draft.knowledge, {
      serialNumber: 'bot-1',
      SiteMapUrl: 'https://a.example/sitemap.xml',
      EnableSyncSiteMap: true,
      SyncSiteMapDays: 30,
      text: 'We open at 9.',
      googleSheetUrl: 'https://sheets.example/d/1',
      isRetrainGoogleSheet: true,
      websiteList: [
        { url: 'https://a.example/buy', retrain: true },
        { url: 'http://b.example', retrain: false },
      ],
      qaList: [{ key: 'Pets?', value: 'Cats only' }],
      fileList: ['f1', 'f2'],
    });
    assert.equal(draft.state, 'ready');
    assert.equal(knowledgeSchema.safeParse(draft.knowledge).success, true);
  });

  it('sends SyncSiteMapDays 1 / 7 / 30 for daily / weekly / monthly, and EnableSyncSiteMap false with none when off', () => {
    const url = 'https://a.example/sitemap.xml';
    for (const [sync, days] of [
      ['daily', 1],
      ['weekly', 7],
      ['monthly', 30],
    ] as const) {
      assert.deepEqual(draftOf({ siteMapUrl: url, sync }).knowledge, {
        serialNumber: 'bot-1',
        SiteMapUrl: url,
        EnableSyncSiteMap: true,
        SyncSiteMapDays: days,
      });
    }
    assert.deepEqual(draftOf({ siteMapUrl: url }).knowledge, {
      serialNumber: 'bot-1',
      SiteMapUrl: url,
      EnableSyncSiteMap: false,
    });
  });

  it('refuses a sync schedule without the sitemap it syncs, and retrain without its spreadsheet', () => {
    const draft = draftOf({ sync: 'weekly', sheetRetrain: true, text: 'x' });
    assert.deepEqual(Object.fromEntries(draft.problems), {
      siteMapUrl: { reason: 'syncNeedsSitemap' },
      sheetUrl: { reason: 'retrainNeedsSheet' },
    });
    assert.equal(draft.state, 'invalid');
  });

  it('takes http and https addresses only, and places the problem on the row that holds it', () => {
    assert.deepEqual(
      problems({
        siteMapUrl: 'ftp://a.example/sitemap.xml',
        sheetUrl: 'javascript:alert(1)',
        websites: [
          { url: '', retrain: false },
          { url: 'https://ok.example', retrain: false },
          { url: 'example.com/page', retrain: false },
        ],
      }),
      { siteMapUrl: { reason: 'url' }, sheetUrl: { reason: 'url' }, 'website-2': { reason: 'url' } },
    );
  });

  it('needs both parts of a pair', () => {
    assert.deepEqual(
      problems({
        pairs: [
          { question: 'Pets?', answer: ' ' },
          { question: '', answer: 'Yes' },
        ],
      }),
      {
        'answer-0': { reason: 'needsAnswer' },
        'question-1': { reason: 'needsQuestion' },
      },
    );
  });

  it('flags a website, a question or a file given twice in one save, naming the first', () => {
    const draft = draftOf({
      websites: [
        { url: 'https://a.example/', retrain: false },
        { url: 'https://b.example', retrain: false },
        { url: 'HTTPS://A.example', retrain: true },
      ],
      pairs: [
        { question: 'Do you  charge a fee?', answer: 'No' },
        { question: 'do you charge a fee?', answer: 'Never' },
      ],
      files: ['f1', 'f1'],
    });
    assert.deepEqual(Object.fromEntries(draft.problems), {
      'website-2': { reason: 'duplicate', first: 0 },
      'question-1': { reason: 'duplicate', first: 0 },
      'file-1': { reason: 'duplicate', first: 0 },
    });
    assert.equal(draft.canSave, false);
  });

  it('reports the schema caps: text length and items per save', () => {
    assert.deepEqual(problems({ text: 'x'.repeat(LIMITS.knowledgeText + 1) }), {
      text: { reason: 'tooLong', max: LIMITS.knowledgeText },
    });
    const websites = Array.from({ length: LIMITS.websiteList + 1 }, (_, i) => ({
      url: `https://a.example/${i}`,
      retrain: false,
    }));
    assert.deepEqual(problems({ websites }), { websites: { reason: 'tooMany', max: LIMITS.websiteList } });
    const long = 'q'.repeat(LIMITS.text + 1);
    assert.deepEqual(problems({ pairs: [{ question: long, answer: 'a' }] }), {
      'question-0': { reason: 'tooLong', max: LIMITS.text },
    });
  });

  it('lists problems in the order the controls show', () => {
    const draft = draftOf({
      files: ['f', 'f'],
      pairs: [
        { question: 'a', answer: '' },
        { question: '', answer: 'b' },
      ],
      websites: [{ url: 'nope', retrain: false }],
      siteMapUrl: 'nope',
    });
    assert.deepEqual([...draft.problems.keys()], ['siteMapUrl', 'website-0', 'answer-0', 'question-1', 'file-1']);
  });

  it('cannot save without a chatbot ID or while a save runs', () => {
    assert.equal(draftOf({ text: 'x' }, { serial: '', busy: false }).state, 'no-serial');
    assert.equal(draftOf({ text: 'x' }, { serial: 'b', busy: true }).state, 'busy');
  });
});

describe('the words', () => {
  it('say every problem in English and Spanish, naming the control and the row it repeats', () => {
    assert.equal(
      strings('en').problem.duplicate('Website 3', { reason: 'duplicate', first: 0 }, 'Website 1'),
      'Website 3 is the same as website 1: each is sent once.',
    );
    assert.equal(
      strings('es').problem.needsAnswer('Respuesta 2', { reason: 'needsAnswer' }, ''),
      'Falta respuesta 2: una pregunta necesita su respuesta.',
    );
    assert.equal(
      strings('es').problem.tooLong('Texto que añadir', { reason: 'tooLong', max: 100_000 }, ''),
      'Texto que añadir: como máximo 100.000 caracteres.',
    );
  });

  it('word a failed save by what went wrong, in both languages, without transport details', () => {
    const server = new ApiError({
      kind: 'http',
      operation: 'EditKnowledge',
      status: 500,
      message: 'The service failed (HTTP 500).',
    });
    assert.equal(
      strings('en').notSaved(strings('en').failure(server)),
      'Not added: The service had a problem. Try again in a moment. Your draft is kept: press Retry to send it again.',
    );
    assert.equal(strings('es').failure(server), 'El servicio tuvo un problema. Vuelva a intentarlo en un momento.');
  });
});
