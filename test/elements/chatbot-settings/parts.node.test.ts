// The pure parts beside <chatbot-settings>' class, in Node: the undo shortcuts, the time zone search,
// the page's JSON settings, the draft's memo, the presets' question, why Save waits, and where the
// client comes from. The browser tests cover what the element does with them.
import type { ReactiveElement } from 'lit';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AdminClient } from '../../../src/api/admin-client.js';
import { saveWhy } from '../../../src/elements/chatbot-settings/actions-view.js';
import { FieldEditor, zoneMatches } from '../../../src/elements/chatbot-settings/field-editor.js';
import { type FieldDef, type FormValue, fieldOf } from '../../../src/elements/chatbot-settings/fields.js';
import { historyShortcut } from '../../../src/elements/chatbot-settings/history-controller.js';
import { strings } from '../../../src/elements/chatbot-settings/i18n.js';
import { hasOwnColors } from '../../../src/elements/chatbot-settings/presets.js';
import { ClientSource, takeEarly } from '../../../src/elements/chatbot-settings/settings-client.js';
import {
  deriveDraft,
  formValuesOf,
  memoDraft,
  parseSettings,
} from '../../../src/elements/chatbot-settings/settings-draft.js';

const key = (init: Partial<KeyboardEvent>) =>
  ({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...init }) as KeyboardEvent;

describe('historyShortcut', () => {
  it('undoes with Ctrl/Cmd+Z, redoes with Ctrl/Cmd+Shift+Z and Ctrl+Y, and leaves every other key alone', () => {
    assert.equal(historyShortcut(key({ key: 'z', ctrlKey: true })), 'undo');
    assert.equal(historyShortcut(key({ key: 'z', metaKey: true })), 'undo');
    assert.equal(historyShortcut(key({ key: 'Z', ctrlKey: true, shiftKey: true })), 'redo');
    assert.equal(historyShortcut(key({ key: 'z', metaKey: true, shiftKey: true })), 'redo');
    assert.equal(historyShortcut(key({ key: 'y', ctrlKey: true })), 'redo');
    assert.equal(historyShortcut(key({ key: 'y', metaKey: true })), undefined, 'Cmd+Y is not redo on a Mac');
    assert.equal(historyShortcut(key({ key: 'z' })), undefined);
    assert.equal(historyShortcut(key({ key: 'z', ctrlKey: true, altKey: true })), undefined);
    assert.equal(historyShortcut(key({ key: 'z', ctrlKey: true, isComposing: true })), undefined);
  });
});

describe('zoneMatches', () => {
  it('finds the zones holding every word, in any case, with underscores and slashes read as spaces', () => {
    assert.ok(zoneMatches('new york').includes('America/New_York'));
    assert.ok(zoneMatches('AMERICA/new_york').includes('America/New_York'));
    assert.ok(zoneMatches('york new').includes('America/New_York'));
    assert.ok(!zoneMatches('new york').includes('Europe/London'));
    assert.deepEqual(zoneMatches('no such zone anywhere'), []);
    assert.ok(zoneMatches('').includes('UTC'), 'no words: every zone');
  });
});

describe('FieldEditor', () => {
  it('merges a run of edits from one control into one undo step, and makes a button edit a step of its own', async () => {
    const edits: [string, FormValue, string | undefined][] = [];
    let values: Record<string, FormValue> = { UserMessageColor: 'rgb(240,244,255)', SuggestedMessage: ['One'] };
    const focused: string[] = [];
    const host = {
      addController() {},
      removeController() {},
      requestUpdate() {},
      updateComplete: Promise.resolve(true),
      renderRoot: { querySelector: (selector: string) => ({ focus: () => focused.push(selector) }) },
    } as unknown as ReactiveElement;
    const editor = new FieldEditor(host, {
      values: () => values,
      client: () => new AdminClient({ baseUrl: 'https://proxy.example' }),
      edit: (field, value, group) => {
        edits.push([field.name, value, group]);
        values = { ...values, [field.name]: value };
      },
      blur: () => {},
    });
    const color = fieldOf('UserMessageColor') as FieldDef;
    const list = fieldOf('SuggestedMessage') as FieldDef;
    editor.onPicker(color, { target: { value: '#102030' } } as unknown as Event);
    editor.useColor(color, 'rgb(30,64,175)');
    editor.addItem(list);
    editor.onListItem(list, 1, { target: { value: 'Two' } } as unknown as Event);
    editor.removeItem(list, 0);
    assert.deepEqual(edits, [
      ['UserMessageColor', 'rgb(16,32,48)', 'UserMessageColor-picker'],
      ['UserMessageColor', 'rgb(30,64,175)', undefined],
      ['SuggestedMessage', ['One', ''], undefined],
      ['SuggestedMessage', ['One', 'Two'], 'SuggestedMessage-1'],
      ['SuggestedMessage', ['Two'], undefined],
    ]);
    await host.updateComplete;
    // After each change of a list or a suggestion, the owner continues where it happened.
    assert.deepEqual(focused, ['#f-UserMessageColor', '#f-SuggestedMessage-1', '#f-SuggestedMessage-0']);
  });
});

describe('parseSettings', () => {
  it('reads an object, ignores other JSON, and calls what is not JSON invalid', () => {
    assert.deepEqual(parseSettings('{"Name":"From JSON","ChatBubbleAlign":0}'), {
      Name: 'From JSON',
      ChatBubbleAlign: 0,
    });
    assert.equal(parseSettings('[1,2]'), undefined);
    assert.equal(parseSettings('"Name"'), undefined);
    assert.equal(parseSettings('null'), undefined);
    assert.equal(parseSettings('{"Name": '), 'invalid');
    assert.equal(parseSettings(''), 'invalid');
  });
});

describe('memoDraft', () => {
  it('derives once per change of the saved values, the edited values, the ID or the busy state', () => {
    const derive = memoDraft();
    const saved = formValuesOf({ Name: 'Harbor' });
    const values = { ...saved, Name: 'Bay' };
    const context = { serial: 'bot-1', busy: false };
    const first = derive(saved, values, context);
    assert.deepEqual(first, deriveDraft(saved, values, context));
    assert.equal(derive(saved, values, { ...context }), first, 'the same inputs: the same draft');
    assert.notEqual(derive(saved, { ...values }, context), first, 'new values: a new draft');
    const busy = derive(saved, values, { ...context, busy: true });
    assert.equal(busy.state, 'busy');
    assert.equal(derive(saved, values, { ...context, serial: '' }).state, 'no-serial');
  });
});

describe('hasOwnColors', () => {
  it('is true only for a colour no preset gives', () => {
    assert.equal(hasOwnColors({}), false);
    assert.equal(hasOwnColors({ ChatBubbleColor: ' ', UserMessageColor: '' }), false);
    assert.equal(hasOwnColors({ ChatBubbleColor: 'rgb(37,99,235)', UserMessageColor: ' rgb(22,101,52) ' }), false);
    assert.equal(hasOwnColors({ ChatBubbleColor: 'rgb(1,2,3)' }), true);
    assert.equal(hasOwnColors({ ChatBubbleColor: 'rgb(37,99,235)', UserMessageColor: 'rgb(9,9,9)' }), true);
  });
});

describe('saveWhy', () => {
  it('says why Save waits, or what it would save', () => {
    const t = strings('en');
    const saved = formValuesOf({ Name: 'Harbor', Temperature: 40 });
    const why = (values: typeof saved, serial = 'bot-1', busy = false) =>
      saveWhy(t, deriveDraft(saved, values, { serial, busy }));
    assert.equal(why(saved), t.noChanges);
    assert.equal(why(saved, ''), t.noSerial);
    assert.equal(why(saved, 'bot-1', true), t.saving);
    assert.equal(why({ ...saved, Name: 'Bay' }), t.unsaved([t.field.Name]));
    assert.equal(why({ ...saved, Temperature: '400' }), t.fix([t.field.Temperature]));
  });
});

describe('ClientSource', () => {
  it('gives the client it was handed, else one per api-base and key, made again when either changes', () => {
    const source = new ClientSource();
    const given = new AdminClient({ baseUrl: 'https://proxy.example' });
    assert.equal(source.client(given, 'https://other.example'), given);
    const first = source.client(undefined, 'https://proxy.example');
    assert.equal(source.client(undefined, 'https://proxy.example'), first, 'cached');
    const otherBase = source.client(undefined, 'https://other.example');
    assert.notEqual(otherBase, first);
    source.key = 'a key';
    const keyed = source.client(undefined, 'https://other.example');
    assert.notEqual(keyed, otherBase, 'a new key: a new client');
    assert.ok(!Object.values(source).some((value) => JSON.stringify(value)?.includes('a key')), 'the key is private');
  });

  it('takes a property set before the class was defined off the instance', () => {
    const early: Record<string, unknown> = { secretKey: 'early' };
    assert.equal(takeEarly(early, 'secretKey'), 'early');
    assert.equal(Object.hasOwn(early, 'secretKey'), false);
    assert.equal(takeEarly(early, 'secretKey'), undefined);
  });
});
