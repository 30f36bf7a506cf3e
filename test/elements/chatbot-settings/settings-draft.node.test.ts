// The pure model of <chatbot-settings> (settings-draft.ts, fields.ts) and its words (i18n.ts), in Node:
// no DOM, no element. The browser tests cover what the element does with it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FIELDS,
  type FieldDef,
  fieldOf,
  toApiValue,
  toFormValue,
  validateField,
} from '../../../src/elements/chatbot-settings/fields.js';
import { failureKind } from '../../../src/elements/shared/admin-failure.js';
import { strings } from '../../../src/elements/chatbot-settings/i18n.js';
import { afterSave, deriveDraft, formValuesOf } from '../../../src/elements/chatbot-settings/settings-draft.js';
import { ApiError } from '../../../src/api/errors.js';

const field = (name: string) => fieldOf(name) as FieldDef;
const ready = { serial: 'bot-1', busy: false };

describe('deriveDraft', () => {
  it('knows the given fields and the edited ones, never a field typed into and emptied again', () => {
    const saved = formValuesOf({ Name: 'Harbor', MessageLimit: -1, VerifyDomain: false });
    const draft = deriveDraft(
      saved,
      { ...saved, WelcomeMessage: 'Hi', AnswerSuffix: '', SuggestedMessage: ['', ' '] },
      ready,
    );
    assert.deepEqual(draft.known, ['Name', 'WelcomeMessage', 'VerifyDomain', 'MessageLimit']);
    assert.deepEqual(draft.settings, { Name: 'Harbor', WelcomeMessage: 'Hi', VerifyDomain: false, MessageLimit: -1 });
    assert.deepEqual(draft.changed, ['WelcomeMessage']);
    assert.equal(draft.dirty, true);
    assert.equal(draft.valid, true);
    assert.equal(draft.canSave, true);
    assert.equal(draft.state, 'ready');
  });

  it('writes the lists in the documented formats and leaves numbers that do not parse out of the settings', () => {
    const draft = deriveDraft(
      {},
      {
        SuggestedMessage: [' Homes, with a garden ', '', 'Book a viewing'],
        Domains: ['a.example', ' *.b.example '],
        Temperature: 'not a number',
      },
      ready,
    );
    assert.deepEqual(draft.settings, {
      SuggestedMessage: 'Homes, with a garden\nBook a viewing',
      Domains: 'a.example,*.b.example',
    });
    assert.deepEqual(draft.problems.get('Temperature'), { reason: 'whole' });
    assert.equal(draft.state, 'invalid');
    assert.equal(draft.canSave, false);
  });

  it('sees a value edited back to the saved one as unchanged (same API value)', () => {
    const saved = formValuesOf({ Temperature: 40, ChatBubbleColor: 'rgb(1,2,3)', Domains: 'a.example;b.example' });
    const draft = deriveDraft(
      saved,
      { Temperature: '40 ', ChatBubbleColor: ' rgb(1,2,3)', Domains: ['a.example', 'b.example', ''] },
      ready,
    );
    assert.deepEqual(draft.changed, []);
    assert.equal(draft.state, 'unchanged');
    assert.equal(draft.canSave, false);
  });

  it('names the first reason Save cannot run: busy, then no chatbot ID, then problems, then no change', () => {
    const saved = formValuesOf({ Name: 'A' });
    const bad = { Name: 'B', FacebookUrl: 'javascript:alert(1)' };
    assert.equal(deriveDraft(saved, bad, { serial: 'x', busy: true }).state, 'busy');
    assert.equal(deriveDraft(saved, bad, { serial: '', busy: false }).state, 'no-serial');
    assert.equal(deriveDraft(saved, bad, ready).state, 'invalid');
    assert.equal(deriveDraft(saved, saved, ready).state, 'unchanged');
    assert.deepEqual([...deriveDraft(saved, bad, ready).problems.keys()], ['FacebookUrl']);
  });

  it('reads settings into form values and keeps only the saved fields after a save', () => {
    assert.deepEqual(
      formValuesOf({ Name: 'N', SuggestedMessage: '["A","B"]', EnablePushToTalk: true, Nope: 1, Model: null } as never),
      {
        Name: 'N',
        SuggestedMessage: ['A', 'B'],
        EnablePushToTalk: true,
      },
    );
    const next = afterSave(
      { Name: 'Old' },
      { serialNumber: 'x', Name: 'New', Temperature: 5 },
      { Name: 'New', Temperature: '5', WelcomeMessage: 'not sent' },
    );
    assert.deepEqual(next, { Name: 'New', Temperature: '5' });
  });
});

describe('validateField', () => {
  const cases: [string, unknown, string | undefined][] = [
    ['ChatBubbleColor', 'rgb(1,2)', 'color'],
    ['ChatBubbleColor', 'rgb(1,2,300)', 'colorRange'],
    ['ChatBubbleColor', ' rgb(1,2,3) ', undefined],
    ['TalkToHumanEmail', 'agent@', 'email'],
    ['FacebookUrl', 'javascript:alert(1)', 'url'],
    ['FacebookUrl', '', undefined],
    ['Temperature', '150', 'range'],
    ['Temperature', '', 'whole'],
    ['RateLimitCount', '2.5', 'whole'],
    ['RateLimitCount', '-1', 'range'],
    ['MessageLimit', '-1', undefined],
    ['MessageLimit', '-2', 'range'],
    ['CustomDomain', 'https://chat.example.com/x', 'host'],
    ['CustomDomain', 'chat.example.com', undefined],
    ['Name', 'anything <b>at all</b>', undefined],
  ];
  for (const [name, value, reason] of cases) {
    it(`${name} = ${JSON.stringify(value)}: ${reason ?? 'fine'}`, () => {
      assert.equal(validateField(field(name), value as string)?.reason, reason);
    });
  }

  it('marks the domains at fault in a list and names the first', () => {
    assert.deepEqual(validateField(field('Domains'), ['ok.example', ' https://x.example ', '', 'a b']), {
      reason: 'hosts',
      items: [1, 3],
      value: 'https://x.example',
    });
  });

  it('round-trips every field kind between form and API values', () => {
    for (const def of FIELDS) {
      const form = toFormValue(def, undefined);
      assert.equal(typeof form === 'string' || typeof form === 'boolean' || Array.isArray(form), true, def.name);
    }
    assert.equal(toApiValue(field('ChatBubbleAlign'), '0'), 0);
    assert.deepEqual(toFormValue(field('Domains'), 'a.example, b.example;c.example\nd.example'), [
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ]);
  });
});

describe('admin words (i18n.ts)', () => {
  it('word every problem as a sentence in English and Spanish, from the field label', () => {
    const en = strings('en');
    const es = strings('es');
    const problem = validateField(field('Temperature'), '150')!;
    assert.equal(en.problem[problem.reason](en.field.Temperature, problem), 'Temperature must be from 0 to 100.');
    assert.equal(es.problem[problem.reason](es.field.Temperature, problem), 'Temperatura: debe estar entre 0 y 100.');
    const hosts = validateField(field('Domains'), ['http://x'])!;
    assert.match(
      es.problem[hosts.reason](es.field.Domains, hosts),
      /^Dominios permitidos: «http:\/\/x» debe ser un nombre de host/,
    );
  });

  it('has a Spanish label for every field, unlike the English one where the words differ', () => {
    const en = strings('en');
    const es = strings('es');
    for (const def of FIELDS) assert.ok(es.field[def.name].trim(), def.name);
    assert.equal(Object.values(es.field).filter((label, i) => label === Object.values(en.field)[i]).length, 0);
  });

  it('lists at most three labels, then how many more', () => {
    const labels = ['Temperature', 'Welcome message', 'Suggested messages', 'Allowed domains'];
    assert.equal(
      strings('en').unsaved(labels),
      '4 unsaved changes: Temperature, Welcome message, Suggested messages and 1 more.',
    );
    assert.equal(strings('en').unsaved(labels.slice(0, 1)), '1 unsaved change: Temperature.');
    assert.equal(strings('es').fix(['A', 'B', 'C', 'D', 'E']), 'Corrija A, B, C y 2 más para guardar.');
  });

  it('words a failed save by what went wrong, in both languages, without transport details (status, server text)', () => {
    const server = new ApiError({
      kind: 'http',
      operation: 'Edit',
      status: 500,
      message: 'The service had a problem (HTTP 500). The sandbox failed on purpose (injected fault 500).',
    });
    assert.equal(failureKind(server), 'server');
    assert.equal(strings('en').failure(server), 'The service had a problem. Try again in a moment.');
    assert.equal(strings('es').failure(server), 'El servicio tuvo un problema. Vuelva a intentarlo en un momento.');
    const cases: [ApiError | Error, string][] = [
      [new ApiError({ kind: 'network', operation: 'Edit', message: 'x' }), 'network'],
      [new ApiError({ kind: 'timeout', operation: 'Edit', message: 'x' }), 'timeout'],
      [new ApiError({ kind: 'http', operation: 'Edit', status: 401, message: 'x' }), 'key'],
      [new ApiError({ kind: 'api', operation: 'Edit', code: 404, message: 'x' }), 'notFound'],
      [new ApiError({ kind: 'http', operation: 'Edit', status: 429, message: 'x' }), 'busy'],
      [new ApiError({ kind: 'api', operation: 'Edit', code: 400, apiMessage: 'Bad thing', message: 'x' }), 'refused'],
      [new Error('boom'), 'other'],
    ];
    for (const [error, kind] of cases) assert.equal(failureKind(error), kind, error.message);
    for (const lang of ['en', 'es'] as const) {
      for (const [error] of [[server], ...cases])
        assert.doesNotMatch(strings(lang).failure(error), /HTTP|\d{3}|injected|Bad thing/);
    }
  });
});
